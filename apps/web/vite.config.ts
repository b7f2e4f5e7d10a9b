import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { WEB_ALIAS } from './web-alias';

/**
 * Sonner injects its stylesheet through a <style> element at import time, which a strict
 * `style-src 'self'` policy refuses. The build drops that call; the same rules are shipped from
 * sonner's own CSS file, imported by our stylesheet.
 */
function sonnerWithoutInlineStyles(): Plugin {
  return {
    name: 'estadia:sonner-without-inline-styles',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const call = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;
      if (!call.test(code)) this.error('sonner changed: the inline <style> injection was not found');
      return { code: code.replace(call, ''), map: null };
    },
  };
}

/**
 * React Router's published module creates its contexts and components with plain calls and names them
 * for the React devtools afterwards. To the bundler both look like side effects, so everything the app
 * never uses (Form, the fetcher and RSC helpers, …) would stay in the first-load bundle. Marking the
 * calls pure and dropping the devtools names lets tree shaking remove them.
 */
function treeShakableReactRouter(): Plugin {
  return {
    name: 'estadia:tree-shakable-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/.test(id)) return null;
      const pure = code.replace(
        /= (React\d*)\.(forwardRef|createContext|memo)\(/g,
        '= /* @__PURE__ */ $1.$2(',
      );
      const unnamed = pure.replace(/^[ \t]*[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm, '');
      return { code: unnamed, map: null };
    },
  };
}

/** Below this the server sends a file as it is (its compression threshold). */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Beside every script and stylesheet, its gzip and brotli twins at the strongest levels, which the API
 * serves as they are (`preCompressed`, apps/api/src/http/web-app.ts) instead of compressing on every
 * request at the fast levels: a phone downloads some 10% less on its first visit, and the server does
 * no compression work for them. Only for the browser builds: the server entry is never downloaded.
 */
function precompressedAssets(): Plugin {
  let ssr = false;
  return {
    name: 'estadia:precompressed-assets',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    // Once the files are written: until then other plugins still rewrite the chunks' code.
    writeBundle(options, bundle) {
      if (ssr || !options.dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName)) continue;
        const path = join(options.dir, fileName);
        const bytes = readFileSync(path);
        if (bytes.length < PRECOMPRESS_MIN_BYTES) continue;
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        );
      }
    },
  };
}

/**
 * Two builds of one app (decision 0008): the customer's at '/', into dist, and the back-office's
 * (`--mode admin`, reading .env.admin) at '/admin/', into dist-admin.
 */
export default defineConfig(({ mode }) => ({
  base: mode === 'admin' ? '/admin/' : '/',
  resolve: { alias: WEB_ALIAS },
  // The server entry carries its libraries inside it: left outside, React Router and the others would
  // import React itself on the server instead of the Preact the app's components are rendered with.
  ssr: { noExternal: true },
  // JSX is compiled by Vite itself, to the automatic runtime tsconfig.json names (`react/jsx-runtime`, which
  // the aliases send to Preact's): React's Fast Refresh plugin has no renderer to refresh here (decision 0025),
  // so a change in development reloads the page.
  // The Tailwind plugin's type declarations come from the workspace root's newer vite (pulled in by vitest);
  // at run time it is a plain plugin object that this vite accepts.
  plugins: [
    tailwindcss() as unknown as PluginOption,
    sonnerWithoutInlineStyles(),
    treeShakableReactRouter(),
    precompressedAssets(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3001', changeOrigin: true } },
  },
  build: {
    outDir: mode === 'admin' ? 'dist-admin' : 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // .vite/manifest.json: the API names each rendered page's chunks from it (modulepreload links).
    manifest: true,
    // Terser shaves a few more KB than esbuild off the first-load bundle, which is on a budget.
    minify: 'terser',
    terserOptions: { ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
    // Every browser the app supports preloads modules natively; the polyfill would cost the first
    // visit for nothing.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole app, which index.html loads (and the server writes inline into its
    // rendered pages): a chunk that imports the entry would otherwise list it again among its
    // dependencies, and loading it would add a second copy of every rule (and of the font face) to the page.
    cssCodeSplit: false,
    rollupOptions: {
      // Chunks are named by their hash alone: every name is repeated in the entry's preload map and in
      // the imports between chunks, which the first visit to /home downloads (about 1 KB in gzip).
      output: { chunkFileNames: 'assets/[hash].js' },
      treeshake: {
        // The domain package is pure but does not say so in its manifest; without this, every zod
        // schema would land in the first-load bundle. Its one import-time effect is installing the
        // Portuguese zod messages, which must stay.
        moduleSideEffects: (id) =>
          !id.includes('/packages/domain/src/') || id.endsWith('/schemas/pt-br-errors.ts'),
      },
    },
  },
}));
