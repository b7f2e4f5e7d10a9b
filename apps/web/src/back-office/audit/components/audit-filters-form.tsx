import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditListQuery,
  auditListQuerySchema,
  formatBrDate,
  parseBrDate,
} from '@estadia/domain';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { INVALID_BR_DATE_MESSAGE } from '@/lib/br-date-field';
import { schemaResolver } from '@/lib/form-resolver';
import { maskBrDate } from '@/lib/masks';
import type { AuditFilters } from '../audit-filters';

export interface AuditFilterValues {
  action: string;
  actorId: string;
  from: string;
  to: string;
}

export interface ActorOption {
  id: string;
  label: string;
}

/** The typed dd/mm/aaaa days become the API's dates; a day that does not exist is said under its field. */
export function prepareAuditFilters(values: AuditFilterValues) {
  const errors: Record<string, string> = {};
  const day = (field: 'from' | 'to') => {
    const iso = parseBrDate(values[field]);
    if (iso === '') errors[field] = INVALID_BR_DATE_MESSAGE;
    return iso || undefined;
  };
  return {
    input: {
      action: values.action || undefined,
      actorId: values.actorId || undefined,
      from: day('from'),
      to: day('to'),
    },
    errors,
  };
}

const resolver = schemaResolver<AuditFilterValues, AuditListQuery>(auditListQuerySchema, prepareAuditFilters);

function valuesOf(filters: AuditFilters): AuditFilterValues {
  return {
    action: filters.action ?? '',
    actorId: filters.actorId ?? '',
    from: filters.from ? formatBrDate(filters.from) : '',
    to: filters.to ? formatBrDate(filters.to) : '',
  };
}

/**
 * Action, who and the days (Brasília); applied together with 'Filtrar'. Remount it (a `key`) when the
 * URL changes so the fields show what is applied.
 */
export function AuditFiltersForm({
  value,
  actors,
  onApply,
  onClear,
  canClear,
}: {
  value: AuditFilters;
  /** The people one may pick; empty when the staff cannot be read (a row's e-mail still filters). */
  actors: readonly ActorOption[];
  onApply: (filters: Pick<AuditFilters, 'action' | 'actorId' | 'from' | 'to'>) => void;
  onClear: () => void;
  canClear: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AuditFilterValues, unknown, AuditListQuery>({ defaultValues: valuesOf(value), resolver });

  const onSubmit = handleSubmit(({ action, actorId, from, to }) => onApply({ action, actorId, from, to }));

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Filtros da auditoria"
      className="grid grid-cols-2 gap-4 rounded-2xl border border-line bg-surface p-4 lg:grid-cols-[minmax(12rem,1.4fr)_minmax(11.5rem,1.2fr)_8.5rem_8.5rem_auto] lg:items-start"
    >
      <Field label="Ação" error={errors.action?.message} className="col-span-2 sm:col-span-1">
        {(control) => (
          <Select {...control} {...register('action')}>
            <option value="">Todas as ações</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Quem"
        className="col-span-2 sm:col-span-1"
        error={errors.actorId?.message}
        hint={
          actors.length === 0
            ? 'Clique no e-mail de alguém na tabela para ver só as ações dessa pessoa.'
            : undefined
        }
      >
        {(control) => (
          <Select {...control} {...register('actorId')} disabled={actors.length === 0}>
            <option value="">Todas as pessoas</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextField
        label="De"
        error={errors.from?.message}
        mask={maskBrDate}
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        autoComplete="off"
        {...register('from')}
      />
      <TextField
        label="Até"
        error={errors.to?.message}
        mask={maskBrDate}
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        autoComplete="off"
        {...register('to')}
      />
      <div className="col-span-2 flex gap-2 lg:col-span-1 lg:mt-[1.625rem]">
        <Button type="submit">Filtrar</Button>
        {canClear && (
          <Button variant="ghost" onClick={onClear}>
            Limpar filtros
          </Button>
        )}
      </div>
    </form>
  );
}
