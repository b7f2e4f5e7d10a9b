import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './page-document.ts';

// A rendered page names every chunk its hydration needs (<link rel="modulepreload">), read from the
// build's manifest: the browser downloads them alongside the entry instead of finding them one import
// after another (the entry, then the screen its router loads, then the screen's own imports), and the
// app's loader, finding them in the document, adds none at run time (the entry is named too: chunks
// that import it list it among their dependencies).

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Vite's build manifest (`build.manifest`), keyed by source file from apps/web ('index.html' is the entry). */
export type BuildManifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';

/** The manifest of the build in `distDir`, or undefined when the build wrote none. */
export function readBuildManifest(distDir: string): BuildManifest | undefined {
  const file = join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : undefined;
}

/**
 * The modulepreload links of a page whose code is `modules` (files from apps/web, see the web app's
 * server-render/page-modules.ts): the entry, their chunks and everything those import. `basePath` is
 * where the build is served ('' or '/admin'). A module the manifest does not know is skipped: the page
 * still loads it on its own.
 */
export function modulePreloadLinks(
  manifest: BuildManifest,
  modules: readonly string[],
  basePath: string,
): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [ENTRY, ...modules]) visit(key);
  return [...files]
    .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(`${basePath}/${file}`)}" />`)
    .join('\n    ');
}
