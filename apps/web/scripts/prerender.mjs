// After `vite build`: writes the public pages' HTML (dist/<route>/index.html) so their content paints
// before any JavaScript runs. The app then hydrates it (src/app/mount.tsx). The server answers each of
// these paths with its file (apps/api/src/http/web-app.ts).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = resolve(import.meta.dirname, '..');
const dist = join(webRoot, 'dist');
// Outside dist: the server bundle must never be served.
const serverOut = join(webRoot, 'node_modules', '.prerender');

const APP_ELEMENT = '<div id="app"></div>';

/** The strict CSP (`script-src 'self'`, `style-src 'self'`) refuses inline scripts and style attributes. */
function assertCspSafe(path, html) {
  if (/<script(?![^>]*\ssrc=)[^>]*>/i.test(html)) throw new Error(`${path}: script embutido no HTML`);
  if (/<[^>]+\sstyle=/i.test(html)) throw new Error(`${path}: atributo style no HTML`);
  if (/<style[\s>]/i.test(html)) throw new Error(`${path}: elemento <style> no HTML`);
  if (/<form[\s>]/i.test(html)) throw new Error(`${path}: formulário numa página pré-renderizada`);
  // '<!--$!-->' marks a Suspense boundary that could not render on the server: the page would paint
  // its fallback, not its content.
  if (html.includes('<!--$!-->')) throw new Error(`${path}: parte da página não pôde ser pré-renderizada`);
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

await build({
  root: webRoot,
  configFile: join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/render-page.tsx',
    outDir: serverOut,
    emptyOutDir: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: 'render-page.mjs' } },
  },
});

try {
  const { PRERENDERED_PATHS, renderPage } = await import(
    pathToFileURL(join(serverOut, 'render-page.mjs')).href
  );
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  if (!template.includes(APP_ELEMENT)) throw new Error(`dist/index.html não tem ${APP_ELEMENT}`);
  for (const path of PRERENDERED_PATHS) {
    const { html, title } = await renderPage(path);
    const page = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(APP_ELEMENT, `<div id="app" data-prerendered="${path}">${html}</div>`);
    assertCspSafe(path, page);
    await mkdir(join(dist, path), { recursive: true });
    await writeFile(join(dist, path, 'index.html'), page);
    console.log(`pré-renderizada: ${path} (${(Buffer.byteLength(page) / 1024).toFixed(1)} KB)`);
  }
} finally {
  await rm(serverOut, { recursive: true, force: true });
}
