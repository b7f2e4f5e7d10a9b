// After `vite build`: builds the server entry (src/server-render/entry-server.tsx) into dist-server/,
// outside dist (it must never be served). The API imports it at start-up and renders the public pages
// on every request with the catalogue's current data (docs/decisions/0012). With `--mode admin`, the
// back-office's entry (its login page) into dist-admin-server/. The API's server-render tests call
// buildServerEntry with a folder of their own.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = resolve(import.meta.dirname, '..');

/** Builds the entry of `mode` into `outDir`; resolves with the path of entry-server.js. */
export async function buildServerEntry(outDir = join(webRoot, 'dist-server'), mode = 'production') {
  await build({
    root: webRoot,
    mode,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/server-render/entry-server.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      // Read by a server, not downloaded: readable stack traces matter more than bytes.
      minify: false,
      rollupOptions: {
        output: { entryFileNames: 'entry-server.js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
  return join(outDir, 'entry-server.js');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const admin = process.argv.includes('--mode') && process.argv.at(-1) === 'admin';
  const entry = admin
    ? await buildServerEntry(join(webRoot, 'dist-admin-server'), 'admin')
    : await buildServerEntry();
  console.log(`entrada do servidor: ${entry}`);
}
