import type { ProjectListResponse } from '@estadia/domain';
import { escapeHtml } from './page-document.ts';
import { absoluteUrl, modalityPath } from './structured-data.ts';

/**
 * sitemap.xml (sitemaps.org protocol 0.9): every server-rendered page without parameters, then every
 * modality of every project in the catalogue's current snapshot.
 */
export function sitemapXml(
  publicUrl: string,
  routes: readonly string[],
  projects: ProjectListResponse,
): string {
  const paths = [
    ...routes.filter((route) => !route.includes(':')),
    ...projects.items.flatMap((project) =>
      project.modalities.map((modality) => modalityPath(project.id, modality.id)),
    ),
  ];
  const entries = paths.map((path) => `  <url><loc>${escapeHtml(absoluteUrl(publicUrl, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything public is open; the back-office, the design-system pages, the pages behind
 * login and the personal links (a saved selection, a reset code) are not for crawlers.
 */
export function robotsTxt(publicUrl: string, privatePrefixes: readonly string[]): string {
  const disallowed = [...new Set(['/admin/', ...privatePrefixes, '/projeto/salvo/', '/redefinir-senha'])];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
