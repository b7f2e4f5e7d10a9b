import { backOfficeKeys } from '@/back-office/query-keys';

// The ledger's keys, under the back-office's (a logout clears them with the rest of the staff's data).
export const ledgerKeys = {
  all: [...backOfficeKeys.all, 'ledger'] as const,
  trialBalance: (at: string) => [...backOfficeKeys.all, 'ledger', 'trial-balance', at] as const,
  journal: (query: object) => [...backOfficeKeys.all, 'ledger', 'journal', query] as const,
  /** Under the rental's detail: refreshing the rental refreshes its statement. */
  rentalStatement: (rentId: string) => [...backOfficeKeys.rentals.detail(rentId), 'statement'] as const,
};
