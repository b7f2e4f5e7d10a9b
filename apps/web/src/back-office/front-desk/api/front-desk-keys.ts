import { backOfficeKeys } from '@/back-office/query-keys';

/** The front desk's queries, under the back-office's keys (cleared with the session). */
export const frontDeskKeys = {
  all: [...backOfficeKeys.all, 'front-desk'] as const,
  day: (projectId: string, date: string) =>
    [...backOfficeKeys.all, 'front-desk', 'day', projectId, date] as const,
  guestList: (projectId: string, date: string) =>
    [...backOfficeKeys.all, 'front-desk', 'guest-list', projectId, date] as const,
};
