import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';

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

export default defineConfig({
  base: '/',
  // The plugins' own type declarations come from the workspace root's newer vite (pulled in by vitest);
  // at run time they are plain plugin objects that this vite accepts.
  plugins: [
    react() as unknown as PluginOption,
    tailwindcss() as unknown as PluginOption,
    sonnerWithoutInlineStyles(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3001', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Terser shaves a few more KB than esbuild off the first-load bundle, which is on a budget.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      treeshake: {
        // The domain package is pure but does not say so in its manifest; without this, every zod
        // schema would land in the first-load bundle. Its one import-time effect is installing the
        // Portuguese zod messages, which must stay.
        moduleSideEffects: (id) =>
          !id.includes('/packages/domain/src/') || id.endsWith('/schemas/pt-br-errors.ts'),
      },
    },
  },
});
