// The server entry (docs/decisions/0012): built by `vite build --ssr` into dist-server/ and loaded by the
// API at start-up (apps/api/src/http/server-render). Renders a public page for an anonymous visitor with
// the catalogue's current data. Never part of the browser bundle.
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchPath } from 'react-router';
import { AppTree } from '../app/app-tree';
import { documentTitle } from '../app/route-effects';
import { createAppRoutes, PRERENDERED_HYDRATION_DATA, pathWithinBasename } from '../app/router/create-router';
import { resolveLazyRoutes } from '../app/router/resolve-lazy-routes';
import type { RouteHandle } from '../app/router/route-types';
import { flatRoutes } from '../app/routes';
import { routerBasename } from '../config/env';
import { loadAllBelowTheFold } from '../lib/below-the-fold';
import { registerQueryClient } from '../lib/query-client-loader';
import { type ServerQuery, setServerQueries } from '../lib/server-queries';
import { type CatalogSource, pageQueries } from './page-queries';
import { SERVER_RENDERED_ROUTES, type ServerRenderedRoute } from './server-rendered-routes';

export { FAQ_GROUPS } from '../content/faq';
export type { CatalogSource } from './page-queries';
export { SERVER_RENDERED_ROUTES, type ServerRenderedRoute, UNIT_ROUTE } from './server-rendered-routes';

export interface RenderedPage {
  status: 200;
  /** The pattern of the route table that matched ('/projeto/:projectId/modalidade/:modalityId'). */
  route: ServerRenderedRoute;
  params: Record<string, string | undefined>;
  /** The markup that goes inside `<div id="app">`. */
  html: string;
  /** The tab title the app sets ('Estadia - Início'). */
  title: string;
  /** The answers the page was rendered with: the client hydrates from them (lib/server-queries.ts). */
  queries: ServerQuery[];
}

/** A page of the list whose project or modality does not exist: the client renders its not-found state. */
export interface MissingPage {
  status: 404;
  route: ServerRenderedRoute;
}

/**
 * Where the pages behind login start ('/minhas-locacoes', '/locacao/', '/dev'), from the route table:
 * robots.txt keeps crawlers out of them.
 */
export function privatePathPrefixes(): string[] {
  const prefixes = flatRoutes
    .filter((route) => route.handle.requiresAuth)
    .map((route) => {
      const param = route.path.indexOf('/:');
      return param === -1 ? route.path : `${route.path.slice(0, param)}/`;
    });
  // The broadest prefix covers the rest ('/dev' covers '/dev/exemplos/icones').
  return [...new Set(prefixes)]
    .sort()
    .filter(
      (prefix, index, all) =>
        !all
          .slice(0, index)
          .some((shorter) => prefix.startsWith(shorter.endsWith('/') ? shorter : `${shorter}/`)),
    );
}

/**
 * The server-rendered route a pathname opens, with its params; undefined for every other page. The
 * pathname is the browser's ('/admin/login' in the back-office's entry).
 */
export function matchServerRenderedRoute(
  pathname: string,
): { route: ServerRenderedRoute; params: Record<string, string | undefined> } | undefined {
  for (const route of SERVER_RENDERED_ROUTES) {
    const match = matchPath({ path: route, end: true }, pathWithinBasename(pathname));
    if (match) return { route, params: match.params };
  }
  return undefined;
}

function serverQueryClient(queries: readonly ServerQuery[]): QueryClient {
  // Nothing is fetched while rendering on the server: what is not here renders its loading state, as
  // it will on the client's first render.
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  for (const query of queries) client.setQueryData(query.key, query.data);
  return client;
}

/**
 * Renders `url` (path and query) for an anonymous visitor, or answers undefined when the page is not one
 * of SERVER_RENDERED_ROUTES (the caller serves the client-rendered shell).
 */
export async function renderPage(
  url: string,
  catalog: CatalogSource,
): Promise<RenderedPage | MissingPage | undefined> {
  const { pathname, search } = new URL(url, 'http://estadia.invalid');
  const matched = matchServerRenderedRoute(pathname);
  if (!matched) return undefined;
  const queries = await pageQueries(matched.route, matched.params, new URLSearchParams(search), catalog);
  if (!queries) return { status: 404, route: matched.route };

  const routes = createAppRoutes();
  await resolveLazyRoutes(routes, pathWithinBasename(pathname));
  // Parts the browser downloads on scrolling are part of the rendered markup.
  await loadAllBelowTheFold();
  // With the browser's basename, as the client's router has it: links render with it ('/admin/…').
  const router = createMemoryRouter(routes, {
    basename: routerBasename,
    initialEntries: [`${pathname}${search}`],
    hydrationData: PRERENDERED_HYDRATION_DATA,
  });
  try {
    const { matches } = router.state;
    if (!router.state.initialized || matches.length === 0) {
      throw new Error(`${pathname}: a rota não ficou pronta para renderizar no servidor`);
    }
    const handle = [...matches]
      .reverse()
      .map((match) => match.route.handle as RouteHandle | undefined)
      .find((candidate) => candidate?.title);
    if (handle?.requiresAuth)
      throw new Error(`${pathname}: só páginas públicas são renderizadas no servidor`);
    // From here to the end of renderToString nothing awaits, so no other request's render can replace
    // the module-level client and answers these two calls set.
    registerQueryClient(serverQueryClient(queries));
    setServerQueries(queries);
    const html = renderToString(<AppTree router={router} />);
    setServerQueries([]);
    return {
      status: 200,
      route: matched.route,
      params: matched.params,
      html,
      title: documentTitle(handle?.title),
      queries,
    };
  } finally {
    router.dispose();
  }
}
