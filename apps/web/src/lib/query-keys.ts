// Every query key in one place. Everything private to the logged-in user sits under 'user', so a
// logout or an expired session clears it with one call (queryKeys.user).

export interface ProjectFilters {
  city?: string;
  start?: string;
  end?: string;
}

export const queryKeys = {
  user: ['user'] as const,
  me: ['user', 'me'] as const,
  rentals: {
    all: ['user', 'rentals'] as const,
    lists: ['user', 'rentals', 'list'] as const,
    list: (page: number) => ['user', 'rentals', 'list', page] as const,
    /** The leases the user answered for as fiador (a list: a signature refreshes it with the others). */
    guaranteed: ['user', 'rentals', 'list', 'guaranteed'] as const,
    detail: (rentId: string) => ['user', 'rentals', rentId] as const,
    payments: (rentId: string) => ['user', 'rentals', rentId, 'payments'] as const,
  },
  projects: {
    all: ['projects'] as const,
    list: (filters: ProjectFilters = {}) => ['projects', 'list', filters] as const,
    detail: (projectId: string) => ['projects', 'detail', projectId] as const,
    modality: (projectId: string, modalityId: string) =>
      ['projects', 'detail', projectId, 'modalities', modalityId] as const,
    availability: (projectId: string, modalityId: string, start: string, end: string) =>
      ['projects', 'detail', projectId, 'modalities', modalityId, 'availability', start, end] as const,
    unavailableDates: (projectId: string, modalityId: string, from: string, to: string) =>
      ['projects', 'detail', projectId, 'modalities', modalityId, 'unavailable-dates', from, to] as const,
  },
  /** Prices asked of the server (POST /quotes has no effect, so it is cached like a read). */
  quote: (request: {
    modalityId: string;
    start: string;
    end: string;
    carSpots: { common: number; covered: number };
  }) => ['quotes', request] as const,
  apartments: {
    detail: (apartmentId: string) => ['apartments', apartmentId] as const,
    unavailableDates: (apartmentId: string, from: string, to: string) =>
      ['apartments', apartmentId, 'unavailable-dates', from, to] as const,
  },
};
