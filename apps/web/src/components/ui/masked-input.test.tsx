import { formatCep, formatCpfOrCnpj } from '@estadia/domain';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { maskBrDate, maskPhone } from '@/lib/masks';
import { type Mask, MaskedInput, remask } from './masked-input';

describe('remask', () => {
  it('keeps the caret after the same digit when editing in the middle', () => {
    // '(34) 9876-5432' with a 9 typed right after the DDD.
    const edited = '(34) 99876-5432';
    const result = remask(edited, 6, maskPhone);
    expect(result.value).toBe('(34) 99876-5432');
    expect(result.value.slice(0, result.caret ?? 0)).toBe('(34) 9');
  });

  it('moves the caret to the end when typing at the end', () => {
    expect(remask('(34) 9', 6, maskPhone)).toEqual({ value: '(34) 9', caret: 6 });
    expect(remask('123456789', 9, formatCpfOrCnpj)).toEqual({ value: '123.456.789', caret: 11 });
  });

  it('deletes the digit before a separator removed with backspace', () => {
    // Caret after '5' in '38400-000'; backspace removes the '-'.
    const result = remask('38400000', 5, formatCep, { previous: '38400-000', deletingBackward: true });
    expect(result.value).toBe('38400-00');
    expect(result.caret).toBe(4);
  });
});

function Controlled({ mask, label }: { mask: Mask; label: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="field">{label}</label>
      <MaskedInput id="field" mask={mask} value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </>
  );
}

describe('MaskedInput', () => {
  it.each([
    ['Telefone', maskPhone, '34998765432', '(34) 99876-5432'],
    ['CPF ou CNPJ', formatCpfOrCnpj, '52998224725', '529.982.247-25'],
    ['CPF ou CNPJ', formatCpfOrCnpj, '11222333000181', '11.222.333/0001-81'],
    ['CEP', formatCep, '38400100', '38400-100'],
    ['Data de nascimento', maskBrDate, '15031990', '15/03/1990'],
  ])('formats %s while typing (%s)', async (label, mask, typed, expected) => {
    const user = userEvent.setup();
    render(<Controlled mask={mask} label={label} />);
    await user.type(screen.getByLabelText(label), typed);
    expect(screen.getByLabelText(label)).toHaveValue(expected);
    // The change event carries the masked value to the form.
    expect(screen.getByRole('status')).toHaveTextContent(expected);
  });

  it('ignores characters the mask does not take', async () => {
    const user = userEvent.setup();
    render(<Controlled mask={formatCep} label="CEP" />);
    await user.type(screen.getByLabelText('CEP'), '38a4b00-1009');
    expect(screen.getByLabelText('CEP')).toHaveValue('38400-100');
  });
});
