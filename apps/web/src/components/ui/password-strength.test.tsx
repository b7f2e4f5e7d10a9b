import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter, passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('asks for the minimum length first', () => {
    expect(passwordStrength('')).toMatchObject({ level: 'empty', label: 'Use pelo menos 8 caracteres' });
    expect(passwordStrength('abc')).toMatchObject({
      level: 'short',
      label: 'Muito curta: faltam 5 caracteres',
    });
    expect(passwordStrength('abcdefg')).toMatchObject({
      level: 'short',
      label: 'Muito curta: falta 1 caractere',
    });
  });

  it('rates longer and more varied passwords higher', () => {
    expect(passwordStrength('abcdefgh')).toMatchObject({ level: 'fair', score: 1 });
    expect(passwordStrength('abcdefghijkl')).toMatchObject({ level: 'good', score: 2 });
    expect(passwordStrength('Abcdefgh1!')).toMatchObject({ level: 'good', score: 2 });
    expect(passwordStrength('Varanda azul 7')).toMatchObject({ level: 'strong', score: 3 });
    expect(passwordStrength('varanda-azul-na-serra')).toMatchObject({ level: 'strong', score: 3 });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordStrength('ação1234').level).toBe('fair');
    expect(passwordStrength('😀😀😀😀').level).toBe('short');
  });
});

describe('PasswordStrengthMeter', () => {
  it('says the strength in words, politely announced', () => {
    render(<PasswordStrengthMeter id="forca" password="abcdefghijkl" />);
    const text = screen.getByText(/Força da senha/);
    expect(text).toHaveTextContent('Força da senha: Boa');
    expect(text).toHaveAttribute('aria-live', 'polite');
  });
});
