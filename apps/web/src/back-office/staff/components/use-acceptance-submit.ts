import type { AcceptStaffInvitationRequest } from '@estadia/domain';
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';
import { showFormFailure } from '@/lib/form-failure';
import { useAcceptInvitation } from '../api/accept-invitation';

/**
 * What both acceptance forms do with a valid body: accept, then leave; an invalid, used or expired code
 * is the page's to show, a refused password stays on its field, anything else is the form's alert.
 */
export function useAcceptanceSubmit<T extends FieldValues & { password: string }>({
  setError,
  fallback,
  onInvalidCode,
  onDone,
}: {
  setError: UseFormSetError<T>;
  fallback: string;
  onInvalidCode: () => void;
  onDone: () => void;
}) {
  const accept = useAcceptInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (body: AcceptStaffInvitationRequest) => {
    setFailure(null);
    try {
      await accept.mutateAsync(body);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_INVITATION') onInvalidCode();
      else showFormFailure(error, { fields: ['password'], setError, fallback, show: setFailure });
    }
  };
  return { submit, failure, isPending: accept.isPending };
}
