// Build-time only (scripts/prerender.mjs): renders a public page to HTML, as an anonymous visitor
// sees it before any data arrives. Never part of the browser bundle.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppTree } from '../app/app-tree';
import { documentTitle } from '../app/route-effects';
import { createAppRoutes, PRERENDERED_HYDRATION_DATA } from '../app/router/create-router';
import { resolveLazyRoutes } from '../app/router/resolve-lazy-routes';
import type { RouteHandle } from '../app/router/route-types';
import { loadAllBelowTheFold } from '../lib/below-the-fold';

/**
 * The public pages whose HTML the build writes: content that does not depend on who is looking. Pages
 * with a form (/faq, /reserva-corporativa) are left out: submitted before the app takes over, the form
 * would go out as a plain GET, its fields in the address bar.
 */
export const PRERENDERED_PATHS = [
  '/home',
  '/projetos',
  '/termos-e-politica',
  '/politica-cancelamento',
  '/regulamento-interno',
];

export interface RenderedPage {
  /** The markup that goes inside `<div id="app">`. */
  html: string;
  /** The tab title the app would set ('Estadia - Início'). */
  title: string;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const routes = createAppRoutes();
  await resolveLazyRoutes(routes, path);
  // Parts the browser downloads on scrolling are part of the prerendered markup.
  await loadAllBelowTheFold();
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    hydrationData: PRERENDERED_HYDRATION_DATA,
  });
  try {
    const { matches } = router.state;
    if (!router.state.initialized || matches.length === 0) {
      throw new Error(`${path}: a rota não ficou pronta para pré-renderizar`);
    }
    const handle = [...matches]
      .reverse()
      .map((match) => match.route.handle as RouteHandle | undefined)
      .find((candidate) => candidate?.title);
    if (handle?.requiresAuth) throw new Error(`${path}: só páginas públicas são pré-renderizadas`);
    return { html: renderToString(<AppTree router={router} />), title: documentTitle(handle?.title) };
  } finally {
    router.dispose();
  }
}
