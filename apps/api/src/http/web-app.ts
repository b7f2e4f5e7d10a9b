import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors.ts';
import { isApiUrl } from './api-url.ts';
import { handleError } from './error-handler.ts';

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

/** `<route>/index.html` files the web build prerendered, as the paths they answer ('/home', …). */
function findPrerenderedRoutes(root: string): Set<string> {
  const routes = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const dir = relative(root, entry.parentPath);
    if (dir !== '' && !dir.startsWith('assets')) routes.add(`/${dir.split(sep).join('/')}`);
  }
  return routes;
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

/**
 * Serves the built web app: files as they are, '/' as a redirect to /home, then for any other page
 * path the prerendered `<route>/index.html` when there is one (the build writes them for the public
 * pages), else the SPA's index.html. The back-office build (decision 0008) is served the same way
 * under /admin/, with its own index.html for every back-office page. Unknown /api paths get the JSON
 * 404. Registered last: it owns the not-found handler.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { webDistDir: string; webAdminDistDir: string },
): Promise<void> {
  const root = options.webDistDir;
  const adminRoot = options.webAdminDistDir;
  const built = isBuilt(root);
  const adminBuilt = isBuilt(adminRoot);
  const prerendered = built ? findPrerenderedRoutes(root) : new Set<string>();

  const staticOptions = {
    // Routes for the files present at start-up; anything else reaches the not-found handler below.
    wildcard: false,
    index: false,
    redirect: false,
    cacheControl: false,
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

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
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
    const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const page = prerendered.has(route) ? `${route.slice(1)}/index.html` : 'index.html';
    return reply.sendFile(page, root);
  });
}

function notBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(NOT_BUILT_PAGE);
}
