import type { User } from '@estadia/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import type { WithDates } from '../date-fields';
import { queryKeys } from '../query-keys';

// Apart from useMe (get-me.ts) so the navigation loader, which is part of every first visit, does not
// pull the query hooks in with it.

/** The logged-in user as the app holds it: createdDate, updatedDate and birthdate are Dates. */
export type ActiveUser = WithDates<User>;

export function getMe(options: { quietNetworkError?: boolean } = {}): Promise<ActiveUser> {
  return api.get<User>('me', options);
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.me,
    // The navigation loader reports a failed load with the 'Falha no carregamento' screen instead.
    queryFn: (): Promise<ActiveUser | null> => getMe({ quietNetworkError: true }),
    staleTime: 30_000,
    retry: false,
  });
}
