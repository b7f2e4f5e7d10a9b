import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ModalityWithProject, Project, ProjectListResponse } from '@estadia/domain';

// The API's view of the web app's server entry (apps/web/src/server-render/entry-server.tsx), built by
// `vite build --ssr` into apps/web/dist-server (docs/decisions/0012). The two sides are built apart, so
// this file repeats the shapes it relies on; the server-render tests load the real entry.

/** The catalogue the entry renders with: the answers of the public catalogue routes. */
export interface CatalogSource {
  listProjects(filters: { city?: string; start?: string; end?: string }): Promise<ProjectListResponse>;
  getProject(projectId: string): Project | undefined;
  getModality(projectId: string, modalityId: string): ModalityWithProject | undefined;
}

export interface RenderedPage {
  status: 200;
  route: string;
  params: Record<string, string | undefined>;
  html: string;
  title: string;
  queries: { key: readonly unknown[]; data: unknown }[];
}

export interface MissingPage {
  status: 404;
  route: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: { id: string; question: string; answer: string[] }[];
}

export interface WebRenderer {
  renderPage(url: string, catalog: CatalogSource): Promise<RenderedPage | MissingPage | undefined>;
  matchServerRenderedRoute(
    pathname: string,
  ): { route: string; params: Record<string, string | undefined> } | undefined;
  privatePathPrefixes(): string[];
  SERVER_RENDERED_ROUTES: readonly string[];
  UNIT_ROUTE: string;
  FAQ_GROUPS: FaqGroup[];
}

/** Imports the built entry; undefined when the web app's server entry was not built. */
export async function loadWebRenderer(entryPath: string): Promise<WebRenderer | undefined> {
  if (!existsSync(entryPath)) return undefined;
  return (await import(pathToFileURL(entryPath).href)) as WebRenderer;
}
