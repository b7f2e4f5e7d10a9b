import { todayIso } from '@estadia/domain';
import type { FastifyBaseLogger } from 'fastify';
import { redactUrl } from '../../lib/logging/redact-secrets.ts';
import type { CatalogService } from '../../modules/catalog/service.ts';
import { catalogSource } from './catalog-source.ts';
import { type InlineHashes, noIndexShell, pageDocument } from './page-document.ts';
import { pageHead } from './page-head.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import type { WebRenderer } from './web-renderer.ts';

export interface PublicPages {
  /**
   * The document for a page address (path and query): rendered with the catalogue's current data, the
   * client-rendered shell with 404 for a unit that does not exist, or undefined when the page is not
   * server-rendered (or rendering failed: the shell still works) and the caller serves the shell.
   */
  render(url: string): Promise<{ status: 200 | 404; html: string } | undefined>;
  /** The same without the cache (`pathname` is the address's path). */
  renderNow(url: string, pathname: string): Promise<{ status: 200 | 404; html: string } | undefined>;
  /** The server-rendered pages' route patterns (`/projeto/:projectId/modalidade/:modalityId`). */
  routes: readonly string[];
  sitemap(): Promise<string>;
  robots(): string;
  /** The hashes of the rendered pages' inline theme script and stylesheet, for their CSP. */
  inlineHashes: InlineHashes;
}

export function createPublicPages(options: {
  renderer: WebRenderer;
  catalog: CatalogService;
  publicUrl: string;
  /** The built index.html. */
  template: string;
  /** The hashes of the inline elements the template holds (withInlineThemeScript, withInlineStylesheet). */
  inlineHashes?: InlineHashes;
  /**
   * Where the build is served: '' for the customer's public pages; '/admin' for the back-office's login,
   * rendered for speed alone: no link preview, no structured data, kept out of search engines.
   */
  basePath?: '' | '/admin';
  logger: FastifyBaseLogger;
}): PublicPages {
  const { renderer, publicUrl, template, logger, basePath = '' } = options;
  const source = catalogSource(options.catalog);
  // Rendered documents of addresses without a query, for as long as the catalogue snapshot and the day
  // (the unit page's calendar starts today) stay the same. The catalogue's ready list bytes are replaced
  // with each new snapshot, so they stand for it.
  const cache = new Map<string, { status: 200 | 404; html: string }>();
  let cachedFor: { snapshot: Buffer; day: string } | undefined;
  const cacheForNow = () => {
    const snapshot = options.catalog.unfilteredListJson();
    const day = todayIso();
    if (cachedFor?.snapshot !== snapshot || cachedFor.day !== day) {
      cache.clear();
      cachedFor = { snapshot, day };
    }
    return cache;
  };
  return {
    async render(url) {
      const { pathname, search } = new URL(url, 'http://estadia.invalid');
      if (!renderer.matchServerRenderedRoute(pathname)) return undefined;
      const cacheable = search === '' && url === pathname;
      const hit = cacheable ? cacheForNow().get(url) : undefined;
      if (hit) return hit;
      const snapshot = cachedFor?.snapshot;
      const rendered = await this.renderNow(url, pathname);
      // A render that started before a reload may finish after it: only one of the current snapshot is kept.
      if (rendered && cacheable && snapshot === options.catalog.unfilteredListJson())
        cache.set(url, rendered);
      return rendered;
    },
    async renderNow(url, pathname) {
      try {
        const page = await renderer.renderPage(url, source);
        if (!page) return undefined;
        if (page.status === 404) return { status: 404, html: noIndexShell(template) };
        if (basePath) return { status: 200, html: noIndexShell(pageDocument(template, url, page)) };
        const head = pageHead({
          publicUrl,
          pathname,
          page,
          projects: await source.listProjects({}),
          faq: renderer.FAQ_GROUPS,
        });
        return { status: 200, html: pageDocument(template, url, page, head) };
      } catch (error) {
        logger.error(
          { err: error, url: redactUrl(url) },
          'server rendering failed; the client-rendered page was served',
        );
        return undefined;
      }
    },
    routes: renderer.SERVER_RENDERED_ROUTES.map((route) => `${basePath}${route}`),
    async sitemap() {
      return sitemapXml(publicUrl, renderer.SERVER_RENDERED_ROUTES, await source.listProjects({}));
    },
    inlineHashes: options.inlineHashes ?? {},
    robots() {
      return robotsTxt(publicUrl, renderer.privatePathPrefixes());
    },
  };
}
