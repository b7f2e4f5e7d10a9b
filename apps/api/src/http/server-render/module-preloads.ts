import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './page-document.ts';

// A rendered page names the chunks its entry imports (<link rel="modulepreload">), read from the build's
// manifest: the browser downloads them alongside the entry instead of finding them once the entry has
// arrived and been parsed, a round trip later; and the app's loader, finding them in the document, does
// not add them again. The route's own chunks are left to that loader, which asks for them after the
// page's first paint (apps/web/src/app/mount.tsx): named here too, every one of them would be a request
// the first paint waits on in Lighthouse's model of a slow phone (LCP 1.5–1.9 s → 2.2–2.4 s on /login and
// /recuperar-senha, measured side by side), and on a real one they would take the bandwidth the page's
// font and photos need first.

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
 * The modulepreload links of the entry and every chunk it imports, all the way down. `basePath` is where
 * the build is served ('' or '/admin').
 */
export function entryPreloadLinks(manifest: BuildManifest, basePath: string): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(ENTRY);
  return [...files]
    .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(`${basePath}/${file}`)}" />`)
    .join('\n    ');
}

/** The template with the entry's preload links at the end of its head (unchanged without links). */
export function withEntryPreloads(template: string, links: string | undefined): string {
  return links ? template.replace('</head>', () => `  ${links}\n  </head>`) : template;
}
