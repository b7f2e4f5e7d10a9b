import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../web');

/** The stylesheet of the test's build, and its link as Vite writes it into index.html. */
export const BUILT_STYLESHEET =
  '@font-face{font-family:Inter;src:url(/assets/inter-latin-wght-normal-Abc123.woff2)}body{margin:0}';
const BUILT_STYLESHEET_LINK = '<link rel="stylesheet" crossorigin href="/assets/style-Abc123.css">';

/**
 * The build manifest of the test's build (.vite/manifest.json): the entry and a chunk it imports (which
 * imports it back), the public layout, the FAQ and the query library, as Vite writes them.
 */
export const BUILT_MANIFEST = {
  'index.html': { file: 'assets/index-Abc123.js', isEntry: true, imports: ['_shared-Abc123.js'] },
  '_shared-Abc123.js': { file: 'assets/shared-Abc123.js', imports: ['index.html'] },
  'src/app/layouts/public-layout.tsx': { file: 'assets/layout-Abc123.js', imports: ['_shared-Abc123.js'] },
  'src/features/contact/pages/faq-page.tsx': {
    file: 'assets/faq-Abc123.js',
    imports: ['_shared-Abc123.js', '_accordion-Abc123.js'],
  },
  '_accordion-Abc123.js': { file: 'assets/accordion-Abc123.js' },
  'src/lib/query-client.ts': { file: 'assets/query-client-Abc123.js', imports: ['index.html'] },
};

export interface BuiltWebForTests {
  /**
   * WEB_DIST_DIR: the web app's index.html (its source, which is the built one's shape, with the stylesheet
   * link the build adds), theme-init.js, a stylesheet, a font file and a build manifest.
   */
  distDir: string;
  /** WEB_SERVER_ENTRY: the real server entry, built from the current source. */
  serverEntry: string;
  remove(): Promise<void>;
}

/**
 * Builds the web app's server entry (apps/web/scripts/build-server-entry.mjs) into a folder of this test
 * only, under apps/web/node_modules (out of the way of the sources and of git); the shared dist folders are
 * never touched. Takes a few seconds.
 */
export async function buildWebForTests(): Promise<BuiltWebForTests> {
  const outDir = join(webRoot, 'node_modules', '.server-entry-tests', randomUUID());
  const script = pathToFileURL(join(webRoot, 'scripts', 'build-server-entry.mjs')).href;
  const { buildServerEntry } = (await import(script)) as { buildServerEntry(out: string): Promise<string> };
  const serverEntry = await buildServerEntry(outDir);
  const distDir = await mkdtemp(join(tmpdir(), 'estadia-web-ssr-'));
  const index = await webIndexSource();
  await writeFile(
    join(distDir, 'index.html'),
    index.replace('</head>', () => `${BUILT_STYLESHEET_LINK}\n</head>`),
  );
  await copyFile(join(webRoot, 'public', 'theme-init.js'), join(distDir, 'theme-init.js'));
  await mkdir(join(distDir, 'assets'));
  await mkdir(join(distDir, '.vite'));
  await writeFile(join(distDir, '.vite', 'manifest.json'), JSON.stringify(BUILT_MANIFEST));
  await writeFile(join(distDir, 'assets', 'inter-latin-wght-normal-Abc123.woff2'), 'wOF2');
  await writeFile(join(distDir, 'assets', 'style-Abc123.css'), BUILT_STYLESHEET);
  return {
    distDir,
    serverEntry,
    async remove() {
      await rm(outDir, { recursive: true, force: true });
      await rm(distDir, { recursive: true, force: true });
    },
  };
}

/** The web app's source index.html, as the template the server fills. */
export const webIndexSource = () => readFile(join(webRoot, 'index.html'), 'utf8');
