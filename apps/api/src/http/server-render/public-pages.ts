import type { FastifyBaseLogger } from 'fastify';
import type { CatalogService } from '../../modules/catalog/service.ts';
import { catalogSource } from './catalog-source.ts';
import { noIndexShell, pageDocument } from './page-document.ts';
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
  sitemap(): Promise<string>;
  robots(): string;
}

export function createPublicPages(options: {
  renderer: WebRenderer;
  catalog: CatalogService;
  publicUrl: string;
  /** The built index.html. */
  template: string;
  logger: FastifyBaseLogger;
}): PublicPages {
  const { renderer, publicUrl, template, logger } = options;
  const source = catalogSource(options.catalog);
  return {
    async render(url) {
      const pathname = new URL(url, 'http://estadia.invalid').pathname;
      if (!renderer.matchServerRenderedRoute(pathname)) return undefined;
      try {
        const page = await renderer.renderPage(url, source);
        if (!page) return undefined;
        if (page.status === 404) return { status: 404, html: noIndexShell(template) };
        const head = pageHead({
          publicUrl,
          pathname,
          page,
          projects: await source.listProjects({}),
          faq: renderer.FAQ_GROUPS,
        });
        return { status: 200, html: pageDocument(template, url, page, head) };
      } catch (error) {
        logger.error({ err: error, url }, 'server rendering failed; the client-rendered page was served');
        return undefined;
      }
    },
    async sitemap() {
      return sitemapXml(publicUrl, renderer.SERVER_RENDERED_ROUTES, await source.listProjects({}));
    },
    robots() {
      return robotsTxt(publicUrl, renderer.privatePathPrefixes());
    },
  };
}
