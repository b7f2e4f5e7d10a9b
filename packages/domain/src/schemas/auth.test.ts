import { describe, expect, it } from 'vitest';
import { user } from '../test-support/fixtures.ts';
import {
  changePasswordSchema,
  loginRequestSchema,
  loginResponseSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signupRequestSchema,
  tokenResponseSchema,
  uploadResponseSchema,
  validateResetCodeSchema,
} from './auth.ts';

describe('signupRequestSchema', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(
      signupRequestSchema.parse({
        name: 'Maria Silva',
        email: '  Maria@Exemplo.COM.br ',
        password: '12345678',
      }).email,
    ).toBe('maria@exemplo.com.br');
  });

  it('accepts optional phone and CPF/CNPJ, validated and unmasked', () => {
    expect(
      signupRequestSchema.parse({
        name: 'Maria Silva',
        email: 'maria@exemplo.com.br',
        password: '12345678',
        phone: '(34) 99876-5432',
        cpfOrCnpj: '529.982.247-25',
      }),
    ).toMatchObject({ phone: '34998765432', cpfOrCnpj: '52998224725' });
    expect(
      signupRequestSchema.safeParse({
        name: 'Maria',
        email: 'm@x.com',
        password: '12345678',
        cpfOrCnpj: '123',
      }).success,
    ).toBe(false);
  });

  it('wants 8 to 128 characters of password', () => {
    const base = { name: 'Maria Silva', email: 'maria@exemplo.com.br' };
    expect(signupRequestSchema.safeParse({ ...base, password: '1234567' }).error?.issues[0]?.message).toBe(
      'A senha deve ter pelo menos 8 caracteres',
    );
    expect(signupRequestSchema.safeParse({ ...base, password: '12345678' }).success).toBe(true);
    expect(signupRequestSchema.safeParse({ ...base, password: 'a'.repeat(128) }).success).toBe(true);
    expect(
      signupRequestSchema.safeParse({ ...base, password: 'a'.repeat(129) }).error?.issues[0]?.message,
    ).toBe('A senha deve ter no máximo 128 caracteres');
  });

  it('refuses a malformed e-mail in Portuguese', () => {
    expect(
      signupRequestSchema.safeParse({ name: 'Maria Silva', email: 'maria@', password: '12345678' }).error
        ?.issues[0]?.message,
    ).toBe('E-mail inválido');
  });
});

describe('login and reset', () => {
  it('needs an e-mail and a password', () => {
    expect(loginRequestSchema.parse({ email: 'A@B.COM', password: 'x' })).toEqual({
      email: 'a@b.com',
      password: 'x',
    });
    expect(loginRequestSchema.safeParse({ email: 'a@b.com', password: '' }).error?.issues[0]?.message).toBe(
      'Informe a senha',
    );
  });

  it('describe tokens and the logged-in user', () => {
    expect(tokenResponseSchema.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(loginResponseSchema.parse({ token: 'abc', user }).user.email).toBe(user.email);
    expect(uploadResponseSchema.parse({ fileName: 'f.pdf' })).toEqual({ fileName: 'f.pdf' });
  });

  it('validate reset requests', () => {
    expect(requestPasswordResetSchema.parse({ email: ' X@Y.com ' })).toEqual({ email: 'x@y.com' });
    expect(validateResetCodeSchema.safeParse({ passwordResetCode: ' ' }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ passwordResetCode: 'abc', password: 'short' }).success).toBe(
      false,
    );
    expect(resetPasswordSchema.safeParse({ passwordResetCode: 'abc', password: 'longenough' }).success).toBe(
      true,
    );
  });
});

describe('changePasswordSchema', () => {
  it('wants a new password, different from the current one', () => {
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'old-secret', newPassword: 'new-secret' }).success,
    ).toBe(true);
    const same = changePasswordSchema.safeParse({
      currentPassword: 'same-secret',
      newPassword: 'same-secret',
    });
    expect(same.error?.issues[0]).toMatchObject({
      path: ['newPassword'],
      message: 'A nova senha deve ser diferente da atual',
    });
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'old-secret', newPassword: 'short' }).success,
    ).toBe(false);
  });
});
