import { describe, expect, it } from 'vitest';
import { initialLoggedInRoute } from './initial-route.ts';

const routes = [
  { path: '/minhas-locacoes', priority: 20 },
  { path: '/painel', priority: 5, permissions: [{ module: 'DASH' as const }] },
  { path: '/dados-pessoais', priority: 30 },
  { path: '/projetos' },
  { path: '/faq', priority: 1000 },
];

describe('initialLoggedInRoute', () => {
  it('picks the allowed route with the lowest priority', () => {
    expect(initialLoggedInRoute(routes, { permissions: [] })).toBe('/minhas-locacoes');
    expect(initialLoggedInRoute(routes, { permissions: [{ module: 'DASH' }] })).toBe('/painel');
  });

  it("falls back to '/' when no route qualifies", () => {
    expect(initialLoggedInRoute([], null)).toBe('/');
    expect(initialLoggedInRoute([{ path: '/projetos' }], null)).toBe('/');
  });

  it('ignores priorities at or above the 1000 threshold', () => {
    expect(initialLoggedInRoute([{ path: '/faq', priority: 1000 }], null)).toBe('/');
    expect(initialLoggedInRoute([{ path: '/faq', priority: 999 }], null)).toBe('/faq');
  });

  it('keeps the first route on a tie', () => {
    expect(
      initialLoggedInRoute(
        [
          { path: '/a', priority: 1 },
          { path: '/b', priority: 1 },
        ],
        null,
      ),
    ).toBe('/a');
  });
});
