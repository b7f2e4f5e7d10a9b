import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardInput, loginRedirect } from './guards';
import type { FlatRoute } from './route-types';

const home: FlatRoute = { path: '/home', handle: { title: 'Início', requiresAuth: false, priority: 1 } };
const rentals: FlatRoute = {
  path: '/minhas-locacoes',
  handle: { title: 'Minhas locações', requiresAuth: true, priority: 2 },
};
const login: FlatRoute = { path: '/login', handle: { title: 'Entrar', requiresAuth: false, isLogin: true } };
const notFound: FlatRoute = {
  path: '/404',
  handle: { title: 'Página não encontrada', requiresAuth: false, isNotFound: true },
};
const reports: FlatRoute = {
  path: '/relatorios',
  handle: {
    title: 'Relatórios',
    requiresAuth: true,
    permissions: [{ module: 'WEB', controller: 'reports' }],
    priority: 0,
  },
};
const routes = [home, rentals, login, notFound, reports];

const customer = { permissions: [{ module: 'WEB' as const }] };
const analyst = { permissions: [{ module: 'WEB' as const, controller: 'reports' }] };

function decide(overrides: Partial<GuardInput>) {
  return decideNavigation({
    route: home,
    target: '/home',
    user: null,
    projectType: 'user',
    routes,
    ...overrides,
  });
}

describe('decideNavigation', () => {
  it('lets anyone open a public page', () => {
    expect(decide({})).toEqual({ kind: 'allow' });
    expect(decide({ user: customer })).toEqual({ kind: 'allow' });
  });

  it('skips every check on the not-found page', () => {
    expect(decide({ route: notFound, target: '/404' })).toEqual({ kind: 'allow' });
    expect(decide({ route: { ...notFound, handle: { ...notFound.handle, requiresAuth: true } } })).toEqual({
      kind: 'allow',
    });
  });

  it('allows paths outside the table (they redirect to /404 on their own)', () => {
    expect(decide({ route: undefined, target: '/nada' })).toEqual({ kind: 'allow' });
  });

  it('sends an anonymous visitor of a private page to login, remembering where they were going', () => {
    expect(decide({ route: rentals, target: '/minhas-locacoes?pagina=2' })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fminhas-locacoes%3Fpagina%3D2',
    });
  });

  it('blocks the login page for a logged-in user, sending them to their first allowed route', () => {
    expect(decide({ route: login, target: '/login', user: customer })).toEqual({
      kind: 'redirect',
      to: '/home',
    });
    // The reports page has the lowest priority, but only a user with its permission may land there.
    expect(decide({ route: login, target: '/login', user: analyst })).toEqual({
      kind: 'redirect',
      to: '/relatorios',
    });
  });

  it('lets an anonymous visitor open the login page', () => {
    expect(decide({ route: login, target: '/login' })).toEqual({ kind: 'allow' });
  });

  it('reloads the user and shows the 404 page when a permission is missing', () => {
    expect(decide({ route: reports, target: '/relatorios', user: customer })).toEqual({
      kind: 'redirect',
      to: '/404',
      reloadUser: true,
    });
    expect(decide({ route: reports, target: '/relatorios', user: analyst })).toEqual({ kind: 'allow' });
  });

  it('in the admin build, ends the session of a user without the DASH permission', () => {
    expect(decide({ route: reports, target: '/relatorios', user: customer, projectType: 'admin' })).toEqual({
      kind: 'redirect',
      to: '/login',
      clearSession: true,
    });
    const dashUser = { permissions: [{ module: 'DASH' as const }] };
    expect(decide({ route: reports, target: '/relatorios', user: dashUser, projectType: 'admin' })).toEqual({
      kind: 'redirect',
      to: '/404',
      reloadUser: true,
    });
  });
});

describe('loginRedirect', () => {
  it('omits the redirect when there is nowhere meaningful to return to', () => {
    expect(loginRedirect('/')).toBe('/login');
    expect(loginRedirect('/dados-pessoais')).toBe('/login?redirect=%2Fdados-pessoais');
  });
});
