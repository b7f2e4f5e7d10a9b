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

/** Hashes (`'sha256-…'`) of the inline elements a template holds, for its pages' CSP. */
export interface InlineHashes {
  script?: string | undefined;
  style?: string | undefined;
}

const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The template with theme-init.js written inline, saving rendered pages a render-blocking request. The
 * strict CSP allows it by its hash only (`InlineHashes.script`, added to `script-src` of these pages'
 * responses): no other inline script can run. Unchanged when the script is missing or could close its element.
 */
export function withInlineThemeScript(
  template: string,
  script: string | undefined,
  /** Its address, as the built index.html loads it (a file: a round trip before the first paint). */
  scriptPath = '/theme-init.js',
): { template: string; scriptHash?: string } {
  const tag = `<script src="${scriptPath}"></script>`;
  if (!script || /<\/script/i.test(script) || !template.includes(tag)) return { template };
  return {
    template: template.replace(tag, () => `<script>${script}</script>`),
    scriptHash: sha256Source(script),
  };
}

/** The build's stylesheet link in index.html: `<link rel="stylesheet" crossorigin href="/assets/style-….css">`. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="([^"]+\.css)"[^>]*>/;

/** The address of the stylesheet the template links, if one. */
export const linkedStylesheet = (template: string) => STYLESHEET_LINK.exec(template)?.[1];

/**
 * The template with its stylesheet written inline. On a phone the linked sheet held the first paint for a
 * round trip and shared the connection with the app's script, the font and the photos (it arrived at
 * ~0.85 s of 1.3 s on the throttled profile); inline it comes with the page (13 KB more in brotli, no
 * request). The app's later screens use the same rules (the build has one stylesheet), so nothing else
 * loads it. The CSP allows the element by its hash (`InlineHashes.style`), as for the theme script.
 * Unchanged when the sheet is missing or could close its element.
 */
export function withInlineStylesheet(
  template: string,
  css: string | undefined,
): { template: string; styleHash?: string } {
  if (!css || /<\/style/i.test(css) || !STYLESHEET_LINK.test(template)) return { template };
  return {
    template: template.replace(STYLESHEET_LINK, () => `<style>${css}</style>`),
    styleHash: sha256Source(css),
  };
}

/** A policy's script-src and style-src: what precedes the directive, its name and its sources. */
const SCRIPT_SRC = /(^|;\s*)(script-src) ([^;]*)/;
const STYLE_SRC = /(^|;\s*)(style-src) ([^;]*)/;

const withSource = (policy: string, directive: RegExp, source: string | undefined) =>
  source
    ? policy.replace(
        directive,
        (_match, start: string, name: string, sources: string) => `${start}${name} ${sources} ${source}`,
      )
    : policy;

/** `policy` with the hashes added to its script-src and style-src (on every rendered page's response). */
export function withInlineHashes(policy: string, hashes: InlineHashes): string {
  return withSource(withSource(policy, SCRIPT_SRC, hashes.script), STYLE_SRC, hashes.style);
}

/** The shell for a page the server does not render, marked so search engines leave it out. */
export function noIndexShell(template: string): string {
  return template.replace('</head>', () => '  <meta name="robots" content="noindex" />\n  </head>');
}
