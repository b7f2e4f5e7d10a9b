import {
  MAINTENANCE_DEADLINE_LABELS,
  MAINTENANCE_URGENCY_LABELS,
  type OccupancyQuery,
} from '@estadia/domain';
import { useMaintenanceReport } from './api/get-maintenance-report';
import { formatResolutionTime } from './resolution-time';

/** Repair requests resolved in the period: how many per urgency, and the median time it took. */
export function MaintenanceTimes({ query }: { query: OccupancyQuery }) {
  const report = useMaintenanceReport(query);
  const rows = report.data?.items ?? [];
  return (
    <section aria-labelledby="tempo-de-reparo" className="flex flex-col gap-3">
      <h2 id="tempo-de-reparo" className="text-lg font-semibold text-ink">
        Tempo para resolver solicitações
      </h2>
      {report.isError ? (
        <p className="text-sm text-danger">Não foi possível carregar os tempos de resolução.</p>
      ) : (
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone; the keyboard scrolls it from here (axe scrollable-region-focusable)
          tabIndex={0}
          className="overflow-x-auto rounded-2xl border border-line bg-surface"
        >
          <table className="w-full text-sm">
            <thead className="text-left text-ink-muted">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Urgência
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Prazo
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  Resolvidas
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  Tempo mediano
                </th>
              </tr>
            </thead>
            <tbody>
              {report.isPending ? (
                <tr>
                  <td colSpan={4} className="px-4 py-3 text-ink-muted">
                    Carregando…
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.urgency} className="border-t border-line">
                    <th scope="row" className="px-4 py-2 text-left font-medium text-ink">
                      {MAINTENANCE_URGENCY_LABELS[row.urgency]}
                    </th>
                    <td className="px-4 py-2 text-ink-muted">{MAINTENANCE_DEADLINE_LABELS[row.urgency]}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{row.resolved}</td>
                    <td className="px-4 py-2 text-right tabular-nums">
                      {row.medianMinutes === null ? '—' : formatResolutionTime(row.medianMinutes)}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
