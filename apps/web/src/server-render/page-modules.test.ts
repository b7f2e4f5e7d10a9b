import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminRouteDefinitions } from '../app/admin-routes';
import type { RouteDefinition } from '../app/router/route-types';
import { userRouteDefinitions } from '../app/user-routes';
import { QUERY_CLIENT_MODULE } from '../lib/query-client-loader';
import { pageModules } from './page-modules';
import { SERVER_RENDERED_ROUTES } from './server-rendered-routes';

const APP_ROOT = new URL('../../', import.meta.url);
const load = (module: string) => import(/* @vite-ignore */ new URL(module, APP_ROOT).pathname);

function* withModule(definitions: RouteDefinition[]): Generator<RouteDefinition> {
  for (const definition of definitions) {
    if (definition.module) yield definition;
    if (definition.children) yield* withModule(definition.children);
  }
}

describe('pageModules', () => {
  it('names the file each route’s lazy part comes from, in both builds', async () => {
    const definitions = [...withModule(userRouteDefinitions), ...withModule(adminRouteDefinitions)];
    expect(definitions.length).toBeGreaterThanOrEqual(15);
    for (const definition of definitions) {
      const { Component } = await (definition.lazy as NonNullable<RouteDefinition['lazy']>)();
      expect(Object.values(await load(definition.module as string)), definition.module).toContain(Component);
    }
    expect(Object.keys(await load(QUERY_CLIENT_MODULE))).toContain('queryClient');
  });

  it('lists a module for every layout and screen of every server-rendered page', () => {
    for (const route of SERVER_RENDERED_ROUTES) {
      const path = route.replace(/:\w+/g, 'x');
      const lazyParts = (matchRoutes(userRouteDefinitions as unknown as RouteObject[], path) ?? []).filter(
        (match) => (match.route as unknown as RouteDefinition).lazy,
      );
      const modules = pageModules(path).filter((module) => module !== QUERY_CLIENT_MODULE);
      expect(lazyParts.length, route).toBeGreaterThanOrEqual(2);
      expect(modules.length, route).toBe(lazyParts.length);
    }
    expect(pageModules('/home')).toEqual([
      'src/app/layouts/public-layout.tsx',
      'src/features/catalog/pages/home-page.tsx',
    ]);
    expect(pageModules('/faq')).toEqual([
      'src/app/layouts/public-layout.tsx',
      'src/features/contact/pages/faq-page.tsx',
      QUERY_CLIENT_MODULE,
    ]);
    expect(pageModules('/login')).toEqual([
      'src/app/layouts/standalone-layout.tsx',
      'src/features/auth/pages/login-page.tsx',
      QUERY_CLIENT_MODULE,
    ]);
  });
});
