import { Button } from '@/components/ui/button';

/** The save button of a profile section, with a reminder while there are unsaved changes. */
export function ProfileFormFooter({
  isDirty,
  isSaving,
  label,
}: {
  isDirty: boolean;
  isSaving: boolean;
  label: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:col-span-full sm:flex-row sm:items-center sm:justify-end">
      {isDirty && <p className="text-sm text-ink-muted sm:mr-auto">Há alterações não salvas nesta seção.</p>}
      <Button type="submit" isLoading={isSaving}>
        {label}
      </Button>
    </div>
  );
}
