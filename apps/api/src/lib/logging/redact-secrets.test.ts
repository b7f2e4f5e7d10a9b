import { describe, expect, it } from 'vitest';
import { redactLinks, redactUrl } from './redact-secrets.ts';

describe('redactUrl', () => {
  it('removes the code of every link the product e-mails, keeping the page', () => {
    expect(redactUrl('/redefinir-senha?codigo=ABCD2345')).toBe('/redefinir-senha?codigo=[removido]');
    expect(redactUrl('/admin/definir-senha?codigo=Zx9_-aBc&utm_source=email')).toBe(
      '/admin/definir-senha?codigo=[removido]&utm_source=email',
    );
    expect(redactUrl('https://estadia.com.br/admin/aceitar-convite?codigo=q1w2e3#topo')).toBe(
      'https://estadia.com.br/admin/aceitar-convite?codigo=[removido]#topo',
    );
  });

  it('finds secret parameters by name, in any letter case or encoding, wherever they are in the query', () => {
    expect(redactUrl('/x?a=1&TOKEN=abc&Codigo=def&b=2')).toBe(
      '/x?a=1&TOKEN=[removido]&Codigo=[removido]&b=2',
    );
    expect(redactUrl('/x?pass%77ord=segredo')).toBe('/x?pass%77ord=[removido]');
    expect(redactUrl('/x?convite=abc&senha=def&passwordResetCode=ghi')).toBe(
      '/x?convite=[removido]&senha=[removido]&passwordResetCode=[removido]',
    );
  });

  it('removes a token carried in a path, after a word such as convites or token', () => {
    expect(redactUrl('/api/convites/Q2xhcmFAZXN0YWRpYS5jb20uYnI/aceitar')).toBe(
      '/api/convites/[removido]/aceitar',
    );
    expect(redactUrl('/api/auth/token/abc123XYZ')).toBe('/api/auth/token/[removido]');
    expect(redactUrl('/reset/ABCD2345?x=1')).toBe('/reset/[removido]?x=1');
    // The fiador's invitation, its page and its answer.
    const token = 'Zk3pQ9x-Hq2m_7VbNc4tYw8eLr1sUa6oJd5fGi0kTnE';
    expect(redactUrl(`/fiador/${token}`)).toBe('/fiador/[removido]');
    expect(redactUrl(`/api/guarantor-invitations/${token}/accept`)).toBe(
      '/api/guarantor-invitations/[removido]/accept',
    );
  });

  it('leaves routes, ids and ordinary queries as they are', () => {
    for (const url of [
      '/api/admin/staff/invitations/accept',
      '/api/admin/staff/invitations',
      '/api/rentals/0b8f6a3e-2c1d-4e5f-8a9b-0c1d2e3f4a5b/access-code/rotate',
      '/api/projects?city=Uberl%C3%A2ndia&page=2',
      '/api/payments/webhook?data.id=123&type=payment',
      '/redefinir-senha',
      '/x?codigo=',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('redactLinks', () => {
  it('redacts each link of a text, absolute or relative, and nothing else', () => {
    const text = [
      'Seu código: ABCD-2345',
      'Abra https://estadia.com.br/redefinir-senha?codigo=ABCD2345 para criar a senha.',
      '<a href="/admin/definir-senha?codigo=Zx9">convite</a>',
      'Veja https://estadia.com.br/minhas-locacoes/0b8f6a3e-2c1d-4e5f-8a9b-0c1d2e3f4a5b.',
    ].join('\n');
    expect(redactLinks(text)).toBe(
      [
        'Seu código: ABCD-2345',
        'Abra https://estadia.com.br/redefinir-senha?codigo=[removido] para criar a senha.',
        '<a href="/admin/definir-senha?codigo=[removido]">convite</a>',
        'Veja https://estadia.com.br/minhas-locacoes/0b8f6a3e-2c1d-4e5f-8a9b-0c1d2e3f4a5b.',
      ].join('\n'),
    );
  });
});
