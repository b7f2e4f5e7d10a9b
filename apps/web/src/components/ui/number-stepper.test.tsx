import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberStepper, stepValue } from './number-stepper';

function Spots({ initial = 0, max = 3 }: { initial?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <NumberStepper
      label="Vagas comuns"
      description="R$ 15,00 por dia"
      value={value}
      onChange={setValue}
      max={max}
      decrementLabel="Remover uma vaga comum"
      incrementLabel="Adicionar uma vaga comum"
    />
  );
}

describe('NumberStepper', () => {
  it('counts up and down with labelled buttons, between 0 and the maximum', async () => {
    const user = userEvent.setup();
    render(<Spots max={2} />);
    const group = screen.getByRole('group', { name: 'Vagas comuns' });
    expect(group).toHaveAccessibleDescription('R$ 15,00 por dia');
    const minus = screen.getByRole('button', { name: 'Remover uma vaga comum' });
    const plus = screen.getByRole('button', { name: 'Adicionar uma vaga comum' });
    const output = screen.getByRole('status');

    expect(output).toHaveTextContent('0');
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(output).toHaveTextContent('2');
    expect(plus).toBeDisabled();
    await user.click(minus);
    expect(output).toHaveTextContent('1');
    expect(minus).toBeEnabled();
  });

  it('is used with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Spots initial={1} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remover uma vaga comum' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('0');
    // At the minimum the − button is disabled, so Tab goes straight to +.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Adicionar uma vaga comum' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('keeps a step inside the bounds', () => {
    expect(stepValue(0, -1, 0, 10)).toBe(0);
    expect(stepValue(10, 1, 0, 10)).toBe(10);
    expect(stepValue(3, 1, 0, 10)).toBe(4);
  });
});
