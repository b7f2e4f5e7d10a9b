import { areaPermission, hasPermissions, pluralize } from '@estadia/domain';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { QueryError } from '@/components/ui/query-state';
import { StateMessage } from '@/components/ui/state-message';
import { useActiveUser } from '@/lib/me/use-active-user';
import { useStaff } from '../get-staff';
import { useAuditLog } from './api/get-audit-log';
import {
  AUDIT_PAGE_SIZE,
  type AuditFilters,
  auditApiQuery,
  auditSearch,
  isFiltered,
  readAuditFilters,
} from './audit-filters';
import { describeTarget } from './audit-target';
import { type ActorOption, AuditFiltersForm } from './components/audit-filters-form';
import { AuditTable } from './components/audit-table';

/** 'Auditoria': the staff's actions, read-only, filtered and paged through the URL. */
export function AuditPage() {
  const { data: user } = useActiveUser();
  const canOpenRentals = hasPermissions(user, [areaPermission('rentals', 'read')]);
  const canReadStaff = hasPermissions(user, [areaPermission('staff', 'read')]);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readAuditFilters(searchParams);
  const log = useAuditLog(auditApiQuery(filters));
  // The team, to pick who; only for those who may see it (anyone else filters from a row's e-mail).
  const staff = useStaff({ enabled: canReadStaff });
  const entries = log.data?.items;
  const total = log.data?.total ?? 0;
  const totalPages = Math.ceil(total / AUDIT_PAGE_SIZE);

  const show = (next: AuditFilters) => setSearchParams(auditSearch(next));

  const actors: ActorOption[] = (staff.data?.items ?? []).map((member) => ({
    id: member.id,
    label: `${member.name} (${member.email})`,
  }));
  // Someone no longer on the staff (or a team one may not read) is named by the entries themselves.
  if (filters.actorId && !actors.some((actor) => actor.id === filters.actorId)) {
    const email = entries?.find((entry) => entry.actor.id === filters.actorId)?.actor.email;
    actors.unshift({ id: filters.actorId, label: email ?? 'Pessoa escolhida' });
  }
  const targetLabel = filters.target
    ? describeTarget(
        entries?.find((entry) => entry.target === filters.target) ?? {
          target: filters.target,
          details: {},
        },
      ).label
    : null;

  const empty =
    total > 0 ? (
      <StateMessage
        title="Não há registros nesta página"
        action={
          <Button variant="secondary" onClick={() => show({ ...filters, page: 1 })}>
            Ir para a primeira página
          </Button>
        }
      />
    ) : isFiltered(filters) ? (
      <StateMessage
        title="Nenhuma ação com esses filtros"
        action={
          <Button variant="secondary" onClick={() => show({ page: 1 })}>
            Limpar filtros
          </Button>
        }
      >
        Mude a ação, a pessoa ou os dias para ver mais registros.
      </StateMessage>
    ) : (
      <StateMessage title="Nenhuma ação registrada ainda">
        Aprovações, recusas, bloqueios, preços, baixas, reembolsos e mudanças na equipe aparecem aqui.
      </StateMessage>
    );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Auditoria"
        intro="Quem fez o quê na administração, quando e de onde. Os registros não podem ser alterados."
      />

      <AuditFiltersForm
        // Remounted when the URL changes so the fields show what is applied.
        key={searchParams.toString()}
        value={filters}
        actors={actors}
        canClear={isFiltered(filters)}
        onApply={(applied) => show({ ...applied, target: filters.target, page: 1 })}
        onClear={() => show({ page: 1 })}
      />

      {targetLabel && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-ink-muted">Só as ações sobre</span>
          <span className="rounded-full border border-line-strong bg-surface-muted px-3 py-1 font-semibold text-ink">
            {targetLabel}
          </span>
          <Button variant="ghost" size="sm" onClick={() => show({ ...filters, target: undefined, page: 1 })}>
            Remover este filtro
          </Button>
        </div>
      )}

      <section aria-label="Registros" aria-busy={log.isFetching} className="flex flex-col gap-4">
        {log.isError ? (
          <QueryError
            query={log}
            title="Não foi possível carregar a auditoria"
            fallback="Verifique sua conexão com a internet e tente novamente."
          />
        ) : (
          <>
            <p className="text-sm text-ink-muted" aria-live="polite">
              {log.data ? pluralize(total, 'registro') : 'Carregando os registros…'}
            </p>
            <AuditTable
              entries={entries}
              isLoading={log.isPending}
              canOpenRentals={canOpenRentals}
              onFilterActor={(actorId) => show({ ...filters, actorId, page: 1 })}
              onFilterTarget={(target) => show({ ...filters, target, page: 1 })}
              empty={empty}
            />
            <Pagination
              page={filters.page}
              totalPages={totalPages}
              onChange={(page) => show({ ...filters, page })}
            />
          </>
        )}
      </section>
    </div>
  );
}
