import type { ModalityWithProject, Project, ProjectListResponse } from '@estadia/domain';
import { projectQueryFilters, readProjectFilters } from '../features/catalog/project-filters';
import { queryKeys } from '../lib/query-keys';
import type { ServerQuery } from '../lib/server-queries';
import { type ServerRenderedRoute, UNIT_ROUTE } from './server-rendered-routes';

/**
 * The catalogue as the API process holds it (its current snapshot): the answers the public catalogue
 * routes would give, already shaped by their response schemas.
 */
export interface CatalogSource {
  listProjects(filters: { city?: string; start?: string; end?: string }): Promise<ProjectListResponse>;
  /** undefined when the id is unknown. */
  getProject(projectId: string): Project | undefined;
  getModality(projectId: string, modalityId: string): ModalityWithProject | undefined;
}

/** The queries a page reads on its first render, or null when what it shows does not exist (404). */
export async function pageQueries(
  route: ServerRenderedRoute,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
  catalog: CatalogSource,
): Promise<ServerQuery[] | null> {
  if (route === '/home') {
    // The featured section reads the unfiltered list (use-featured-projects.ts).
    return [{ key: queryKeys.projects.list({}), data: await catalog.listProjects({}) }];
  }
  if (route === '/projetos') {
    const filters = projectQueryFilters(readProjectFilters(search));
    const all = { key: queryKeys.projects.list({}), data: await catalog.listProjects({}) };
    if (Object.keys(filters).length === 0) return [all];
    return [all, { key: queryKeys.projects.list(filters), data: await catalog.listProjects(filters) }];
  }
  if (route === UNIT_ROUTE) {
    const projectId = params.projectId ?? '';
    const modalityId = params.modalityId ?? '';
    const project = catalog.getProject(projectId);
    const modality = catalog.getModality(projectId, modalityId);
    if (!project || !modality) return null;
    return [
      { key: queryKeys.projects.detail(projectId), data: project },
      { key: queryKeys.projects.modality(projectId, modalityId), data: modality },
    ];
  }
  return [];
}
