import { errorMessage, isApiError, wasHandled } from './api-error';
import { applyApiIssues } from './form-resolver';
import { toastError } from './toast';

interface FormFailureOptions {
  /** The form's field paths: the API's messages for them go under those fields. */
  fields: readonly string[];
  setError: Parameters<typeof applyApiIssues>[2];
  /** Said when the API gave no message of its own. */
  fallback: string;
  /** How the form shows any other failure; a toast unless told. */
  show?: (message: string) => void;
}

/**
 * What a form does when sending failed: the API's per-field messages go under their fields, and any
 * other failure the HTTP client has not already reported (connection, expired session) is shown once.
 */
export function showFormFailure(
  error: unknown,
  { fields, setError, fallback, show = toastError }: FormFailureOptions,
): void {
  if (isApiError(error) && applyApiIssues(error, fields, setError)) return;
  if (!wasHandled(error)) show(errorMessage(error, fallback));
}
