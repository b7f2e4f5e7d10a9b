import type { UpdateMeInput, User } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ActiveUser } from '@/lib/me/get-me';
import { queryKeys } from '@/lib/query-keys';

/** Sends only the fields given; the answer is the whole user, merged. */
export function updateMe(changes: UpdateMeInput): Promise<ActiveUser> {
  return api.patch<User>('me', changes);
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.me, user),
  });
}
