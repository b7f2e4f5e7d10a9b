import { describe, expect, it } from 'vitest';
import { passwordChangedEmail, passwordResetEmail, resetLink } from './auth-emails.ts';

describe('auth e-mails', () => {
  it('the reset e-mail carries the code, the link and how long it lasts, in Portuguese', () => {
    const mail = passwordResetEmail({
      to: 'ana@exemplo.com',
      name: 'Ana Maria Souza',
      code: 'K7MP2XQR',
      publicUrl: 'https://estadia.com.br/',
      validMinutes: 60,
    });
    expect(mail.to).toBe('ana@exemplo.com');
    expect(mail.subject).toBe('Seu código para redefinir a senha da Estadia');
    expect(mail.text).toContain('Olá, Ana!');
    expect(mail.text).toContain('Seu código: K7MP-2XQR');
    expect(mail.text).toContain('https://estadia.com.br/redefinir-senha?codigo=K7MP2XQR');
    expect(mail.text).toContain('vale por 1 hora');
  });

  it('builds the link from PUBLIC_URL with or without a trailing slash', () => {
    expect(resetLink('http://localhost:3000', 'ABCDEFGH')).toBe(
      'http://localhost:3000/redefinir-senha?codigo=ABCDEFGH',
    );
    expect(resetLink('http://localhost:3000//', 'ABCDEFGH')).toBe(
      'http://localhost:3000/redefinir-senha?codigo=ABCDEFGH',
    );
  });

  it('the change notice says when, in Brasília time and dd/MM/yyyy', () => {
    const mail = passwordChangedEmail({
      to: 'ana@exemplo.com',
      name: 'Ana',
      changedAt: new Date('2025-01-31T15:04:00Z'),
      publicUrl: 'http://localhost:3000',
    });
    expect(mail.subject).toBe('Sua senha foi alterada');
    expect(mail.text).toContain('em 31/01/2025 às 12:04 (horário de Brasília)');
    expect(mail.text).toContain('http://localhost:3000/recuperar-senha');
  });
});
