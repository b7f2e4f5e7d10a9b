import { describe, expect, it } from 'vitest';
import { flatRoutes, routeDefinitions } from '../routes';
import { flattenRoutes, joinPaths, unionPermissions } from './flatten-routes';
import type { RouteDefinition } from './route-types';

function EmptyPage() {
  return null;
}
const page = () => Promise.resolve({ Component: EmptyPage });

describe('joinPaths', () => {
  it('joins a relative child to its parent with one slash', () => {
    expect(joinPaths('/dev', 'exemplos/icones')).toBe('/dev/exemplos/icones');
    expect(joinPaths('/', 'home')).toBe('/home');
    expect(joinPaths('/dev/', '/dev/exemplos')).toBe('/dev/exemplos');
    expect(joinPaths('', 'faq')).toBe('/faq');
  });

  it('keeps the parent path for a route without its own path', () => {
    expect(joinPaths('/dev', undefined)).toBe('/dev');
    expect(joinPaths('', undefined)).toBe('/');
  });
});

describe('unionPermissions', () => {
  it('adds the child permissions the parent does not have, once', () => {
    expect(
      unionPermissions(
        [{ module: 'DASH' }],
        [{ module: 'DASH' }, { module: 'WEB', controller: 'rentals', access: 'read' }],
      ),
    ).toEqual([{ module: 'DASH' }, { module: 'WEB', controller: 'rentals', access: 'read' }]);
  });

  it('treats a different controller or access as a different permission', () => {
    expect(
      unionPermissions([{ module: 'WEB', controller: 'a' }], [{ module: 'WEB', controller: 'b' }]),
    ).toHaveLength(2);
  });
});

describe('flattenRoutes', () => {
  const tree: RouteDefinition[] = [
    {
      path: '/',
      lazy: page,
      children: [
        { index: true, redirectTo: '/home' },
        { path: 'home', handle: { title: 'Início', requiresAuth: false }, lazy: page },
      ],
    },
    {
      path: '/admin',
      handle: { title: 'Admin', requiresAuth: true, permissions: [{ module: 'DASH' }] },
      lazy: page,
      children: [
        { index: true, handle: { title: 'Painel', requiresAuth: false }, lazy: page },
        {
          path: 'usuarios/:userId',
          handle: {
            title: 'Usuário',
            requiresAuth: false,
            permissions: [{ module: 'WEB', controller: 'users' }],
          },
          lazy: page,
        },
      ],
    },
    {
      lazy: page,
      children: [{ path: '/login', handle: { title: 'Entrar', requiresAuth: false }, lazy: page }],
    },
    { path: '*', redirectTo: '/404' },
  ];

  it('lists every page with its full path, leaving out layouts without a handle and redirects', () => {
    expect(flattenRoutes(tree).map((route) => route.path)).toEqual([
      '/home',
      '/admin',
      '/admin',
      '/admin/usuarios/:userId',
      '/login',
    ]);
  });

  it('gives a child the union of its and its ancestors’ permissions and their login requirement', () => {
    const user = flattenRoutes(tree).find((route) => route.path === '/admin/usuarios/:userId');
    expect(user?.handle).toMatchObject({
      title: 'Usuário',
      requiresAuth: true,
      permissions: [{ module: 'DASH' }, { module: 'WEB', controller: 'users' }],
    });
  });

  it('leaves permissions out when neither the route nor its parents require any', () => {
    expect(flattenRoutes(tree)[0]?.handle.permissions).toBeUndefined();
  });
});

describe('the app route table', () => {
  const paths = flatRoutes.map((route) => route.path);

  it('has every screen of the specification with its Portuguese path', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/home',
        '/termos-e-politica',
        '/politica-cancelamento',
        '/regulamento-interno',
        '/reserva-corporativa',
        '/faq',
        '/cadastro',
        '/dados-pessoais',
        '/recuperar-senha',
        '/alterar-senha',
        '/minhas-locacoes',
        '/projetos',
        '/projeto/:projectId/modalidade/:modalityId',
        '/projeto/salvo/:apartmentId',
        '/locacao/solicitacao/:apartmentId',
        '/locacao/pagamento/:rentId',
        '/login',
        '/redefinir-senha',
        '/dev',
        '/dev/exemplos/icones',
        '/dev/exemplos/progresso-passo',
        '/404',
      ]),
    );
  });

  it('requires login where the specification says so, the development area included', () => {
    const requiring = flatRoutes.filter((route) => route.handle.requiresAuth).map((route) => route.path);
    expect(requiring).toEqual(
      expect.arrayContaining([
        '/dados-pessoais',
        '/alterar-senha',
        '/minhas-locacoes',
        '/locacao/pagamento/:rentId',
        '/dev/exemplos/modal',
      ]),
    );
    expect(requiring).not.toContain('/home');
    expect(requiring).not.toContain('/projetos');
  });

  it('redirects / to /home and unknown paths to /404', () => {
    const publicLayout = routeDefinitions.find((route) => route.path === '/');
    expect(publicLayout?.children?.find((route) => route.index)?.redirectTo).toBe('/home');
    expect(routeDefinitions.find((route) => route.path === '*')?.redirectTo).toBe('/404');
  });

  it('loads each screen lazily', () => {
    const withoutCode = (routes: RouteDefinition[]): RouteDefinition[] =>
      routes.flatMap((route) => [
        ...(route.handle && !route.lazy ? [route] : []),
        ...withoutCode(route.children ?? []),
      ]);
    expect(withoutCode(routeDefinitions)).toEqual([]);
  });
});
