import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { Input } from './input';

describe('Field', () => {
  it('labels the control and describes it with the hint', () => {
    render(
      <Field label="Nome completo" hint="Como no documento">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Nome completo');
    expect(input).toHaveAccessibleDescription('Como no documento');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it with the error, below the field', () => {
    render(
      <Field label="E-mail" hint="Usado para o login" error="E-mail inválido" required>
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Usado para o login E-mail inválido');
  });

  it('says when a field may be left empty', () => {
    render(
      <Field label="Telefone" optional>
        {(control) => <Input {...control} />}
      </Field>,
    );
    expect(screen.getByLabelText('Telefone (opcional)')).toBeInTheDocument();
  });
});
