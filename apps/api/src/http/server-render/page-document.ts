import { createHash } from 'node:crypto';
import type { PageHead } from './page-head.ts';
import type { RenderedPage } from './web-renderer.ts';

/** The element the built index.html mounts the app on. */
export const APP_ELEMENT = '<div id="app"></div>';
/** Read by apps/web/src/lib/server-queries.ts. */
export const SERVER_QUERIES_ELEMENT_ID = 'estadia-queries';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * JSON inside a `<script>` data block: `<`, `>` and `&` as \u escapes, so no text in the catalogue can
 * close the element ('</script>') or open a comment; JSON.parse reads them back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Estadia'),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.absoluteUrl),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', head.image.absoluteUrl),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  }
  for (const node of head.jsonLd)
    tags.push(`<script type="application/ld+json">${scriptJson(node)}</script>`);
  return tags.join('\n    ');
}

/**
 * The built index.html with the page in it: its title and description, the head tags, the markup inside
 * #app (marked with the address it was rendered for, see apps/web/src/app/mount.tsx) and the answers it
 * was rendered with, as a JSON data block (not a script: the strict CSP stays as it is).
 */
export function pageDocument(
  template: string,
  url: string,
  page: RenderedPage,
  /** Without it, only the page's title (a page not meant for search engines or link previews). */
  head?: PageHead,
): string {
  const titled = template.replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${escapeHtml(head?.title ?? page.title)}</title>`,
  );
  const headed = head
    ? titled
        .replace(
          /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
          () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
        )
        .replace('</head>', () => `  ${headTags(head)}\n  </head>`)
    : titled;
  return headed.replace(
    APP_ELEMENT,
    () =>
      `<div id="app" data-rendered="${escapeHtml(url)}">${page.html}</div>\n    ` +
      `<script type="application/json" id="${SERVER_QUERIES_ELEMENT_ID}">${scriptJson(page.queries)}</script>`,
  );
}

/**
 * The template with the Latin subset of the text font preloaded (Portuguese needs no other): text then
 * paints in its own font at once instead of re-flowing when the font arrives, which shifted whole pages
 * on a phone. `fontFile` is the built file's path under the web root ('/assets/inter-latin-…woff2').
 */
export function withFontPreload(template: string, fontFile: string | undefined): string {
  if (!fontFile) return template;
  const link = `<link rel="preload" href="${escapeHtml(fontFile)}" as="font" type="font/woff2" crossorigin />`;
  return template.replace('</head>', () => `  ${link}\n  </head>`);
}

/**
 * The template with theme-init.js written inline, saving rendered pages a render-blocking request. The
 * strict CSP allows it by its hash only (`scriptHash`, added to `script-src` of these pages' responses):
 * no other inline script can run. Unchanged when the script is missing or could close its element.
 */
export function withInlineThemeScript(
  template: string,
  script: string | undefined,
  /** Its address, as the built index.html loads it (a file: a round trip before the first paint). */
  scriptPath = '/theme-init.js',
): { template: string; scriptHash?: string } {
  const tag = `<script src="${scriptPath}"></script>`;
  if (!script || /<\/script/i.test(script) || !template.includes(tag)) return { template };
  const scriptHash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
  return { template: template.replace(tag, () => `<script>${script}</script>`), scriptHash };
}

/** `policy` with `source` added to its script-src. */
export function withScriptSource(policy: string, source: string): string {
  return policy.replace(
    /(^|;\s*)script-src ([^;]*)/,
    (_match, start: string, sources: string) => `${start}script-src ${sources} ${source}`,
  );
}

/** The shell for a page the server does not render, marked so search engines leave it out. */
export function noIndexShell(template: string): string {
  return template.replace('</head>', () => '  <meta name="robots" content="noindex" />\n  </head>');
}
