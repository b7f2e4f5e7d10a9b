import { describe, expect, it } from 'vitest';
import { destinations, projectsByCityPath } from './search-locations-modal';

const uberlandia = { name: 'Uberlândia', stateInitials: 'MG' };
const recife = { name: 'Recife', stateInitials: 'PE' };

describe('destinations', () => {
  it('lists Santa Mônica first, leading to the city of its project, then each city once', () => {
    expect(
      destinations([
        { neighborhood: 'Boa Viagem', city: recife },
        { neighborhood: 'Santa Mônica', city: uberlandia },
        { neighborhood: 'Centro', city: uberlandia },
      ]),
    ).toEqual([
      { name: 'Santa Mônica', detail: 'Bairro · Uberlândia – MG', kind: 'place', city: 'Uberlândia' },
      { name: 'Recife', detail: 'Cidade · PE', kind: 'city', city: 'Recife' },
      { name: 'Uberlândia', detail: 'Cidade · MG', kind: 'city', city: 'Uberlândia' },
    ]);
  });

  it('still offers the place while the projects are unknown', () => {
    expect(destinations([])).toEqual([
      { name: 'Santa Mônica', detail: 'Bairro', kind: 'place', city: 'Santa Mônica' },
    ]);
  });
});

describe('projectsByCityPath', () => {
  it('encodes the city in the query', () => {
    expect(projectsByCityPath('São Paulo')).toBe('/projetos?city=S%C3%A3o%20Paulo');
  });
});
