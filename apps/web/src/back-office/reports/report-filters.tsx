import {
  addDays,
  formatBrDate,
  type IsoDate,
  type OccupancyQuery,
  occupancyQuerySchema,
} from '@estadia/domain';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { readBrDateField } from '@/lib/br-date-field';
import { schemaResolver } from '@/lib/form-resolver';
import { maskBrDate } from '@/lib/masks';
import {
  occupancyQuery,
  presetOf,
  presetRange,
  REPORT_PRESET_LABELS,
  REPORT_PRESETS,
  type ReportFilters,
} from './report-range';

export interface RangeValues {
  from: string;
  to: string;
}

/** The typed dates (dd/mm/aaaa, the last night included) as the API's query, which the domain checks. */
export function prepareRange(values: RangeValues) {
  const from = readBrDateField(values.from, 'Informe a primeira noite');
  const to = readBrDateField(values.to, 'Informe a última noite');
  const errors: Record<string, string> = {};
  if (from.error) errors.from = from.error;
  if (to.error) errors.to = to.error;
  if (!from.iso || !to.iso) return { input: {}, errors };
  return { input: occupancyQuery({ from: from.iso, to: to.iso }), errors };
}

const resolver = schemaResolver<RangeValues, OccupancyQuery>(occupancyQuerySchema, prepareRange);

const valuesOf = (filters: ReportFilters): RangeValues => ({
  from: formatBrDate(filters.from),
  to: formatBrDate(filters.to),
});

/**
 * The report's period (three ready-made ones, or any first and last night typed) and project. Every
 * change goes to the URL through `onChange`, so the view can be shared.
 */
export function ReportFiltersBar({
  filters,
  today,
  projects,
  onChange,
  actions,
}: {
  filters: ReportFilters;
  today: IsoDate;
  projects: readonly { id: string; name: string }[] | undefined;
  onChange: (filters: ReportFilters) => void;
  /** Shown at the end of the presets' row (the CSV export). */
  actions?: ReactNode;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RangeValues, unknown, OccupancyQuery>({ defaultValues: valuesOf(filters), resolver });
  const active = presetOf(filters, today);

  // A preset or the browser's back button changes the period: the typed fields follow.
  useEffect(() => {
    reset({ from: formatBrDate(filters.from), to: formatBrDate(filters.to) });
  }, [filters.from, filters.to, reset]);

  const apply = handleSubmit((query) =>
    onChange({ ...filters, from: query.from, to: addDays(query.to, -1) }),
  );

  return (
    <section
      aria-label="Filtros do relatório"
      className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Períodos prontos</legend>
          {REPORT_PRESETS.map((preset) => (
            <Button
              key={preset}
              size="sm"
              variant={active === preset ? 'primary' : 'secondary'}
              aria-pressed={active === preset}
              onClick={() => onChange({ ...filters, ...presetRange(preset, today) })}
            >
              {REPORT_PRESET_LABELS[preset]}
            </Button>
          ))}
        </fieldset>
        {actions}
      </div>
      <div className="mt-4 flex flex-wrap items-start gap-x-3 gap-y-4 border-t border-line pt-4">
        <form
          onSubmit={apply}
          noValidate
          aria-label="Período"
          className="grid w-full grid-cols-2 items-start gap-3 sm:flex sm:w-auto sm:flex-wrap"
        >
          <TextField
            label="De"
            hint="Primeira noite"
            mask={maskBrDate}
            inputMode="numeric"
            placeholder="dd/mm/aaaa"
            className="sm:w-40"
            error={errors.from?.message}
            {...register('from')}
          />
          <TextField
            label="Até"
            hint="Última noite, inclusive"
            mask={maskBrDate}
            inputMode="numeric"
            placeholder="dd/mm/aaaa"
            className="sm:w-40"
            error={errors.to?.message}
            {...register('to')}
          />
          <Button type="submit" variant="secondary" className="col-span-2 sm:mt-[1.625rem]">
            Aplicar período
          </Button>
        </form>
        <Field label="Empreendimento" className="w-full sm:ml-auto sm:w-64">
          {(control) => (
            <Select
              {...control}
              value={filters.projectId ?? ''}
              onChange={(event) => onChange({ ...filters, projectId: event.target.value || undefined })}
            >
              <option value="">Todos os empreendimentos</option>
              {projects?.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name}
                </option>
              ))}
              {/* A shared link may name a project this list has not loaded yet: keep it selectable. */}
              {filters.projectId && !projects?.some((project) => project.id === filters.projectId) && (
                <option value={filters.projectId}>Empreendimento selecionado</option>
              )}
            </Select>
          )}
        </Field>
      </div>
    </section>
  );
}
