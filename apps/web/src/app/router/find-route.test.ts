import { describe, expect, it } from 'vitest';
import { flatRoutes } from '../routes';
import { findFlatRoute } from './find-route';

describe('findFlatRoute', () => {
  it('finds the page of a concrete path, parameters included', () => {
    expect(findFlatRoute(flatRoutes, '/home')?.handle.title).toBe('Início');
    expect(findFlatRoute(flatRoutes, '/projeto/abc/modalidade/def')?.path).toBe(
      '/projeto/:projectId/modalidade/:modalityId',
    );
    expect(findFlatRoute(flatRoutes, '/projeto/salvo/xyz')?.path).toBe('/projeto/salvo/:apartmentId');
    expect(findFlatRoute(flatRoutes, '/dev/exemplos/modal')?.handle.requiresAuth).toBe(true);
  });

  it('finds nothing for a path outside the table', () => {
    expect(findFlatRoute(flatRoutes, '/nao-existe')).toBeUndefined();
    expect(findFlatRoute(flatRoutes, '/')).toBeUndefined();
  });
});
