// The back-office's query keys. Everything sits under queryKeys.user (['user', …]): staff data is
// private to the session, so a logout or an expired session clears it with the customer's data.

const root = ['user', 'back-office'] as const;

export const backOfficeKeys = {
  all: root,
  dashboard: [...root, 'dashboard'] as const,
  projects: [...root, 'projects'] as const,
  rentals: {
    all: [...root, 'rentals'] as const,
    list: (query: object) => [...root, 'rentals', 'list', query] as const,
    detail: (rentId: string) => [...root, 'rentals', 'detail', rentId] as const,
  },
  calendar: {
    all: [...root, 'calendar'] as const,
    project: (projectId: string, from: string, to: string) =>
      [...root, 'calendar', projectId, from, to] as const,
    blocks: (query: object) => [...root, 'calendar', 'blocks', query] as const,
  },
  payments: {
    all: [...root, 'payments'] as const,
    list: (query: object) => [...root, 'payments', 'list', query] as const,
  },
  reconciliation: {
    all: [...root, 'reconciliation'] as const,
    list: (query: object) => [...root, 'reconciliation', 'list', query] as const,
  },
  guarantees: {
    queue: [...root, 'guarantees', 'queue'] as const,
    savingsRates: [...root, 'guarantees', 'savings-rates'] as const,
  },
  reports: {
    occupancy: (query: object) => [...root, 'reports', 'occupancy', query] as const,
  },
  staff: {
    all: [...root, 'staff'] as const,
    roles: [...root, 'staff', 'roles'] as const,
  },
  audit: {
    list: (query: object) => [...root, 'audit', 'list', query] as const,
  },
};
