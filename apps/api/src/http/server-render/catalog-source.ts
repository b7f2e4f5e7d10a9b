import { modalityWithProjectSchema, projectListResponseSchema, projectSchema } from '@estadia/domain';
import type { CatalogService } from '../../modules/catalog/service.ts';
import type { CatalogSource } from './web-renderer.ts';

/**
 * The catalogue's current snapshot, answered as the public catalogue routes answer it (through their
 * response schemas): the client hydrates from these answers and later asks the routes for the same.
 */
export function catalogSource(catalog: CatalogService): CatalogSource {
  return {
    async listProjects(filters) {
      return projectListResponseSchema.parse(await catalog.listProjects(filters));
    },
    getProject(projectId) {
      const project = catalog.findProject(projectId);
      return project && projectSchema.parse(project);
    },
    getModality(projectId, modalityId) {
      const modality = catalog.findModality(modalityId);
      if (!modality || modality.projectId !== projectId || !catalog.findProject(projectId)) return undefined;
      return modalityWithProjectSchema.parse(catalog.getModality(projectId, modalityId));
    },
  };
}
