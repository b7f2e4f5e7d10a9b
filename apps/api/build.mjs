// Bundles the server into dist/server.js. The domain package (TypeScript source) goes into the bundle;
// every other package stays external and is loaded from node_modules at run time — PGlite must, since
// it reads its .wasm and data files from beside its own module.
import { build } from 'esbuild';

const bundleDomain = {
  name: 'external-packages-except-domain',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === '@estadia/domain' || args.path.startsWith('@estadia/domain/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  plugins: [bundleDomain],
  logLevel: 'info',
});
