import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors.ts';
import type { CatalogService } from '../modules/catalog/service.ts';
import { isApiUrl } from './api-url.ts';
import { handleError } from './error-handler.ts';
import { entryPreloadLinks, readBuildManifest, withEntryPreloads } from './server-render/module-preloads.ts';
import {
  linkedStylesheet,
  withFontPreload,
  withInlineHashes,
  withInlineStylesheet,
  withInlineThemeScript,
} from './server-render/page-document.ts';
import { createPublicPages, type PublicPages } from './server-render/public-pages.ts';
import { loadWebRenderer } from './server-render/web-renderer.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
const REVALIDATE = 'no-cache';
const HOME_PATH = '/home';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>Estadia — em manutenção</title></head>
<body>
<h1>Estamos quase lá</h1>
<p>O aplicativo web ainda não foi construído neste servidor. Rode <code>npm run build</code> e recarregue a página.</p>
<p>A API continua disponível em <a href="/api/docs">/api/docs</a>.</p>
</body>
</html>
`;

function isDirectory(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

function cacheControlFor(root: string, filePath: string): string {
  const path = relative(root, filePath).split(sep).join('/');
  if (path.startsWith('assets/')) return IMMUTABLE; // content-hashed names: a new build, a new URL
  if (path.endsWith('.html')) return REVALIDATE; // always check for a new build
  return SHORT;
}

function pathnameOf(url: string): string {
  const path = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

// A request for a missing file (`/assets/old-1234.js`, `/favicon.png`) must not receive the page.
const looksLikeFile = (path: string) => /\.[A-Za-z0-9]{1,8}$/.test(path);

const ADMIN_PREFIX = '/admin';

function isBuilt(root: string): boolean {
  return isDirectory(root) && existsSync(join(root, 'index.html'));
}

const isAdminPath = (path: string) => path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);

export interface WebAppOptions {
  webDistDir: string;
  webAdminDistDir: string;
  /** The web app's server entry (decision 0012); without it every page is client-rendered. */
  webServerEntry: string;
  /** The back-office's server entry: its login page; without it, client-rendered too. */
  webAdminServerEntry: string;
  /** The public pages are rendered with its current snapshot. */
  catalog: CatalogService;
  /** Canonical addresses, the sitemap and link previews are absolute on it. */
  publicUrl: string;
}

/** The built Latin subset of the text font (Inter), as its address under the build's base path. */
function textFontFile(root: string, basePath: string): string | undefined {
  const assets = join(root, 'assets');
  if (!isDirectory(assets)) return undefined;
  const file = readdirSync(assets).find((name) => /^inter-latin-wght-normal-.*\.woff2$/.test(name));
  return file && `${basePath}/assets/${file}`;
}

/**
 * The server-rendered pages of one build (the customer's at '', the back-office's at '/admin'), when the
 * build and its server entry exist.
 */
async function loadRenderedPages(
  app: FastifyInstance,
  options: WebAppOptions,
  build: { distDir: string; serverEntry: string; basePath: '' | typeof ADMIN_PREFIX },
): Promise<PublicPages | undefined> {
  const renderer = await loadWebRenderer(build.serverEntry);
  if (!renderer) {
    app.log.warn({ entry: build.serverEntry }, 'web server entry not built: its pages are client-rendered');
    return undefined;
  }
  const themeScriptPath = join(build.distDir, 'theme-init.js');
  const manifest = readBuildManifest(build.distDir);
  const withPreloads = withEntryPreloads(
    withFontPreload(
      await readFile(join(build.distDir, 'index.html'), 'utf8'),
      textFontFile(build.distDir, build.basePath),
    ),
    manifest && entryPreloadLinks(manifest, build.basePath),
  );
  const withScript = withInlineThemeScript(
    withPreloads,
    existsSync(themeScriptPath) ? await readFile(themeScriptPath, 'utf8') : undefined,
    `${build.basePath}/theme-init.js`,
  );
  const sheet = linkedStylesheet(withScript.template);
  const sheetFile =
    sheet?.startsWith(`${build.basePath}/`) && join(build.distDir, sheet.slice(build.basePath.length));
  const { template, styleHash } = withInlineStylesheet(
    withScript.template,
    sheetFile && existsSync(sheetFile) ? await readFile(sheetFile, 'utf8') : undefined,
  );
  return createPublicPages({
    renderer,
    catalog: options.catalog,
    publicUrl: options.publicUrl,
    template,
    basePath: build.basePath,
    inlineHashes: { script: withScript.scriptHash, style: styleHash },
    logger: app.log,
  });
}

/**
 * Serves the built web app: files as they are, '/' as a redirect to /home, the public pages rendered
 * on the server with the catalogue's current data (decision 0012; sitemap.xml and robots.txt beside
 * them), any other page path the SPA's index.html. The back-office build (decision 0008) is served the
 * same way under /admin/, with its own index.html for every back-office page. Unknown /api paths get
 * the JSON 404. Registered last: it owns the not-found handler.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const root = options.webDistDir;
  const adminRoot = options.webAdminDistDir;
  const built = isBuilt(root);
  const adminBuilt = isBuilt(adminRoot);
  const publicPages = built
    ? await loadRenderedPages(app, options, {
        distDir: root,
        serverEntry: options.webServerEntry,
        basePath: '',
      })
    : undefined;
  const backOfficePages = adminBuilt
    ? await loadRenderedPages(app, options, {
        distDir: adminRoot,
        serverEntry: options.webAdminServerEntry,
        basePath: ADMIN_PREFIX,
      })
    : undefined;
  if (publicPages) {
    // Read from the current snapshot on each request: a new project is listed at once.
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', REVALIDATE)
        .type('application/xml; charset=utf-8')
        .send(await publicPages.sitemap()),
    );
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', SHORT).type('text/plain; charset=utf-8').send(publicPages.robots()),
    );
  }

  const staticOptions = {
    // Routes for the files present at start-up; anything else reaches the not-found handler below.
    wildcard: false,
    index: false,
    redirect: false,
    cacheControl: false,
    // The build writes a .br and a .gz beside each script and stylesheet (apps/web/vite.config.ts),
    // compressed at the strongest levels: sent as they are, the rest compressed on the fly.
    preCompressed: true,
  } as const;
  if (built) {
    await app.register(fastifyStatic, {
      ...staticOptions,
      root,
      prefix: '/',
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(root, filePath)),
    });
  }
  if (adminBuilt) {
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: adminRoot,
      prefix: `${ADMIN_PREFIX}/`,
      decorateReply: !built,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(adminRoot, filePath)),
    });
  }

  /** A page of a build: rendered on the server when it is one of its rendered pages, else its shell. */
  const pageSender =
    (pages: PublicPages | undefined, distDir: string) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const rendered = await pages?.render(request.url);
      if (!rendered) return reply.header('cache-control', REVALIDATE).sendFile('index.html', distDir);
      const policy = reply.getHeader('content-security-policy');
      if (pages && typeof policy === 'string')
        reply.header('content-security-policy', withInlineHashes(policy, pages.inlineHashes));
      return reply
        .code(rendered.status)
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(rendered.html);
    };
  const sendPage = pageSender(publicPages, root);
  // The rendered pages are routes of their own, not left to the not-found handler: routes get the
  // compression hook, and a rendered page (50–70 KB of HTML) reaches a phone as some 10 KB.
  if (publicPages)
    for (const route of publicPages.routes) app.get(route, { schema: { hide: true } }, sendPage);
  if (backOfficePages) {
    const sendBackOfficePage = pageSender(backOfficePages, adminRoot);
    for (const route of backOfficePages.routes)
      app.get(route, { schema: { hide: true } }, sendBackOfficePage);
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathnameOf(request.url);
    const isApi = isApiUrl(path);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isPageRequest || looksLikeFile(path)) {
      return handleError(notFound(isApi ? 'Rota não encontrada.' : undefined), request, reply);
    }
    const queryStart = request.url.indexOf('?');
    const query = queryStart === -1 ? '' : request.url.slice(queryStart);
    if (isAdminPath(path)) {
      if (!adminBuilt) return notBuilt(reply);
      // The back-office's assets are relative to /admin/: its bare name needs the slash.
      if (path === ADMIN_PREFIX)
        return reply.header('cache-control', REVALIDATE).redirect(`${ADMIN_PREFIX}/${query}`, 302);
      return reply.header('cache-control', REVALIDATE).sendFile('index.html', adminRoot);
    }
    if (!built) return notBuilt(reply);
    // Spec §2: '/' shows /home. Answering with the redirect here saves the visitor a blank shell and a
    // client-side redirect before the prerendered page.
    if (path === '/') {
      return reply.header('cache-control', REVALIDATE).redirect(`${HOME_PATH}${query}`, 302);
    }
    return sendPage(request, reply);
  });
}

function notBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(NOT_BUILT_PAGE);
}
