import { type UpdateMeRequest, updateMeRequestSchema } from '@estadia/domain';
import { useMemo } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { errorMessage, isApiError } from '@/lib/api-error';
import { applyApiIssues, schemaResolver } from '@/lib/form-resolver';
import type { ActiveUser } from '@/lib/me/get-me';
import { withNestedErrors } from '@/lib/nested-errors';
import { toastError, toastSuccess } from '@/lib/toast';
import { useUpdateMe } from '../api/update-me';

interface ProfileSectionFormOptions<TValues extends FieldValues> {
  user: ActiveUser;
  valuesOf: (user: ActiveUser) => TValues;
  prepare: (
    values: TValues,
    options: { requireComplete: boolean },
  ) => { input: unknown; errors?: Record<string, string> };
  /** The form's field paths, to put the API's per-field messages (`issues`) under them. */
  fields: readonly string[];
  requireComplete: boolean;
  successMessage: string;
  onSaved?: (user: ActiveUser) => void;
}

/**
 * One section of the profile as its own form: validated with the domain's PATCH /api/me schema,
 * saved with only its fields, and reset to what the server kept. A failed save keeps what was typed.
 */
export function useProfileSectionForm<TValues extends FieldValues>({
  user,
  valuesOf,
  prepare,
  fields,
  requireComplete,
  successMessage,
  onSaved,
}: ProfileSectionFormOptions<TValues>) {
  const resolver = useMemo(
    () =>
      withNestedErrors(
        schemaResolver<TValues, UpdateMeRequest>(updateMeRequestSchema, (values) =>
          prepare(values, { requireComplete }),
        ),
      ),
    [prepare, requireComplete],
  );
  const form = useForm<TValues, unknown, UpdateMeRequest>({
    defaultValues: valuesOf(user) as DefaultValues<TValues>,
    resolver,
  });
  const update = useUpdateMe();

  const onSubmit = form.handleSubmit(async (changes) => {
    try {
      const saved = await update.mutateAsync(changes);
      form.reset(valuesOf(saved));
      toastSuccess(successMessage);
      onSaved?.(saved);
    } catch (error) {
      if (isApiError(error) && applyApiIssues(error, fields, form.setError)) return;
      if (isApiError(error) && error.handled) return;
      toastError(errorMessage(error, 'Não foi possível salvar. Confira os dados e tente novamente.'));
    }
  });

  return { form, onSubmit, isSaving: update.isPending };
}
