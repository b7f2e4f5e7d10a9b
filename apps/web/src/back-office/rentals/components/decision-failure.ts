import { errorMessage, isApiError, wasHandled } from '@/lib/api-error';
import { toastError } from '@/lib/toast';

/**
 * What an approval or a rejection does when the API refuses it. A 409 means the request was decided
 * (or cancelled by the customer) meanwhile: the API's Portuguese message is shown, the rental has
 * already been read again, and the dialog closes — true. Anything else stays in the dialog — false.
 */
export function handleDecisionConflict(error: unknown): boolean {
  if (!isDecisionConflict(error)) return false;
  if (!wasHandled(error)) {
    toastError(errorMessage(error, 'A locação mudou enquanto isso. Veja como ela está agora.'));
  }
  return true;
}

export function isDecisionConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/** A refusal the dialog itself shows (not a conflict, not one the HTTP client already told about). */
export function shownInDialog(error: unknown): boolean {
  return Boolean(error) && !wasHandled(error) && !isDecisionConflict(error);
}
