import type { ProfileFields, User } from '@estadia/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { WithDates } from '@/lib/date-fields';
import { queryKeys } from '@/lib/query-keys';

/**
 * The logged-in user, read for the completeness of the profile. It shares the active user's cache entry
 * (queryKeys.me) and is asked again each time the step opens, so a profile completed in another tab counts.
 */
export function useProfile() {
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => api.get<User>('me', { signal }),
    refetchOnMount: 'always',
  });
}

/** The completeness checks read text fields; the app holds the birth date as a Date. */
export function toProfileFields(user: WithDates<User>): ProfileFields {
  return { ...user, birthdate: user.birthdate ? user.birthdate.toISOString() : null };
}
