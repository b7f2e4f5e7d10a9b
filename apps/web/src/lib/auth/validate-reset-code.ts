import type { ValidateResetCode } from '@estadia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api';

/** 204 when the code may still be used; 400 INVALID_RESET_CODE otherwise. Does not use the code up. */
export function validateResetCode(request: ValidateResetCode): Promise<void> {
  return api.post<void>('auth/validate_password_reset_code', request);
}

export function useValidateResetCode() {
  return useMutation({ mutationFn: validateResetCode });
}
