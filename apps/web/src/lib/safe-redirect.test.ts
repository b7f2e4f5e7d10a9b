import { describe, expect, it } from 'vitest';
import { safeRedirect, withRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths of this app, with their query and hash', () => {
    expect(safeRedirect('/minhas-locacoes')).toBe('/minhas-locacoes');
    expect(safeRedirect('/locacao/solicitacao/abc?inicio=2025-01-10#resumo')).toBe(
      '/locacao/solicitacao/abc?inicio=2025-01-10#resumo',
    );
  });

  it('refuses anything that could leave the site', () => {
    for (const target of [
      'https://malicioso.example/login',
      '//malicioso.example',
      '/\\malicioso.example',
      '\\\\malicioso.example',
      'javascript:alert(1)',
      'minhas-locacoes',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(target)).toBeNull();
    }
  });

  it('refuses going back to the login and sign-up screens', () => {
    expect(safeRedirect('/login')).toBeNull();
    expect(safeRedirect('/login?redirect=%2Fhome')).toBeNull();
    expect(safeRedirect('/cadastro')).toBeNull();
  });
});

describe('withRedirect', () => {
  it('carries the target to another screen', () => {
    expect(withRedirect('/cadastro', '/minhas-locacoes?pagina=2')).toBe(
      '/cadastro?redirect=%2Fminhas-locacoes%3Fpagina%3D2',
    );
    expect(withRedirect('/cadastro', null)).toBe('/cadastro');
  });
});
