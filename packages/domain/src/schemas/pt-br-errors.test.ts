import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './pt-br-errors.ts';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('Portuguese default messages', () => {
  it('words missing and mistyped values', () => {
    expect(firstMessage(z.object({ name: z.string() }), {})).toBe('Campo obrigatório');
    expect(firstMessage(z.string(), 10)).toBe('Valor inválido: esperado um texto');
    expect(firstMessage(z.number(), 'x')).toBe('Valor inválido: esperado um número');
  });

  it('words sizes', () => {
    expect(firstMessage(z.string().min(1), '')).toBe('Campo obrigatório');
    expect(firstMessage(z.string().min(3), 'ab')).toBe('Deve ter pelo menos 3 caracteres');
    expect(firstMessage(z.string().max(3), 'abcd')).toBe('Deve ter no máximo 3 caracteres');
    expect(firstMessage(z.number().min(1), 0)).toBe('Deve ser maior ou igual a 1');
    expect(firstMessage(z.number().max(100), 101)).toBe('Deve ser menor ou igual a 100');
    expect(firstMessage(z.number().positive(), 0)).toBe('Deve ser maior que 0');
    expect(firstMessage(z.array(z.string()).max(1), ['a', 'b'])).toBe('Informe no máximo 1 item(ns)');
  });

  it('words formats, options and unknown keys', () => {
    expect(firstMessage(z.email(), 'x')).toBe('E-mail inválido');
    expect(firstMessage(z.enum(['A', 'B']), 'C')).toBe('Opção inválida');
    expect(firstMessage(z.strictObject({}), { a: 1 })).toBe('Campo não permitido: a');
    expect(firstMessage(z.strictObject({}), { a: 1, b: 2 })).toBe('Campos não permitidos: a, b');
    expect(firstMessage(z.number().multipleOf(5), 3)).toBe('Deve ser múltiplo de 5');
  });
});
