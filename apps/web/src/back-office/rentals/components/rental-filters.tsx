import { RENTAL_STATUS_TABLE, RENTAL_STATUSES, type RentalStatus } from '@estadia/domain';
import { Button } from '@/components/ui/button';
import { DateFilterField } from '@/components/ui/date-filter-field';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { useProjectOptions } from '../api/get-project-options';
import type { RentalListParams } from '../rental-list-params';
import { RentalSearchField } from './rental-search-field';

type Change = (changes: Partial<RentalListParams>, options?: { replace?: boolean }) => void;

/** Search, status, project and stay dates of the rentals list; every change lands in the URL. */
export function RentalFilters({
  params,
  onChange,
  onClear,
  canClear,
  rangeProblem,
}: {
  params: RentalListParams;
  onChange: Change;
  onClear: () => void;
  canClear: boolean;
  rangeProblem: string | null;
}) {
  const projects = useProjectOptions();

  return (
    <div className="grid gap-4 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-4">
      <RentalSearchField
        value={params.q ?? ''}
        onSearch={(q) => onChange({ q: q || undefined }, { replace: true })}
        className="sm:col-span-2"
      />
      <Field label="Status">
        {(control) => (
          <Select
            {...control}
            value={params.status ?? ''}
            onChange={(event) =>
              onChange({ status: (event.target.value || undefined) as RentalStatus | undefined })
            }
          >
            <option value="">Todos</option>
            {RENTAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {RENTAL_STATUS_TABLE[status].label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Empreendimento"
        hint={projects.isError ? 'Não foi possível carregar os empreendimentos.' : undefined}
      >
        {(control) => (
          <Select
            {...control}
            value={params.projectId ?? ''}
            disabled={projects.isPending && !params.projectId}
            onChange={(event) => onChange({ projectId: event.target.value || undefined })}
          >
            <option value="">Todos</option>
            {params.projectId && !projects.data?.some((project) => project.id === params.projectId) && (
              // A shared link's project before the list arrives (or one no longer offered).
              <option value={params.projectId}>Empreendimento selecionado</option>
            )}
            {projects.data?.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <fieldset className="grid min-w-0 grid-cols-2 gap-4 sm:col-span-2">
        <legend className="sr-only">Período da estadia</legend>
        <DateFilterField label="Noites de" value={params.from} onChange={(from) => onChange({ from })} />
        <DateFilterField
          label="Até"
          value={params.to}
          onChange={(to) => onChange({ to })}
          error={rangeProblem ?? undefined}
        />
      </fieldset>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-end sm:justify-between lg:pb-1">
        <p className="text-sm text-ink-subtle sm:pb-2.5 lg:pb-0">
          O período mostra as locações com alguma noite entre as duas datas.
        </p>
        <Button variant="secondary" onClick={onClear} disabled={!canClear}>
          Limpar filtros
        </Button>
      </div>
    </div>
  );
}
