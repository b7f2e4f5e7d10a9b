import {
  formatBrDate,
  formatMoney,
  JOURNAL_ENTRY_KIND_LABELS,
  type Statement,
  type StatementEntry,
} from '@estadia/domain';
import { Badge } from '../ui/badge';
import { STATEMENT_KIND_TONES } from './statement-labels';

/** The four figures of a stay's money, the rule between them being received − returned + open = contracted. */
function StatementTotals({ totals }: { totals: Statement['totals'] }) {
  const figures = [
    { label: 'Contratado', cents: totals.contractedCents },
    { label: 'Recebido', cents: totals.receivedCents },
    { label: 'Devolvido', cents: totals.refundedCents },
    { label: 'Em aberto', cents: totals.outstandingCents },
  ];
  const { deposit } = totals;
  const hasDeposit =
    deposit.heldCents + deposit.yieldCents + deposit.deductedCents + deposit.returnedCents > 0;
  return (
    <div className="space-y-3">
      <dl aria-label="Totais" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-xl border border-line bg-surface-muted px-3 py-2.5">
            <dt className="text-xs font-medium text-ink-muted">{figure.label}</dt>
            <dd className="mt-0.5 text-base font-semibold text-ink tabular-nums sm:text-lg">
              {formatMoney(figure.cents)}
            </dd>
          </div>
        ))}
      </dl>
      {hasDeposit && (
        <dl
          aria-label="Caução"
          className="flex flex-wrap gap-x-5 gap-y-1 rounded-xl border border-line px-3 py-2.5 text-sm"
        >
          {[
            ['Caução retida', deposit.heldCents],
            ['Rendimento', deposit.yieldCents],
            ['Descontos', deposit.deductedCents],
            ['Devolvida', deposit.returnedCents],
          ].map(([label, cents]) => (
            <div key={label} className="flex gap-1.5">
              <dt className="text-ink-muted">{label}:</dt>
              <dd className="font-semibold text-ink tabular-nums">{formatMoney(Number(cents))}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** Every line of the statement, oldest first: its day, what it is, and the amount. */
function StatementLines({ entries, caption }: { entries: readonly StatementEntry[]; caption: string }) {
  return (
    // A frame that may scroll sideways must be reachable by the keyboard (axe scrollable-region-focusable).
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls; the keyboard scrolls it from here
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line bg-surface-muted text-left text-ink-muted">
            {/* On a phone the day goes under the kind, so the amount keeps its room. */}
            <th
              scope="col"
              className="hidden px-3 py-2 font-semibold whitespace-nowrap sm:table-cell sm:w-32"
            >
              Data
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Lançamento
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
              Valor
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-line align-top last:border-0">
              <td className="hidden px-3 py-2.5 whitespace-nowrap text-ink-muted tabular-nums sm:table-cell">
                {formatBrDate(entry.at)}
              </td>
              <td className="px-3 py-2.5">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Badge tone={STATEMENT_KIND_TONES[entry.kind]}>
                    {JOURNAL_ENTRY_KIND_LABELS[entry.kind]}
                  </Badge>
                  <span className="text-xs text-ink-muted tabular-nums sm:hidden">
                    {formatBrDate(entry.at)}
                  </span>
                </span>
                <span className="mt-1 block text-ink">{entry.description}</span>
              </td>
              <td className="px-3 py-2.5 text-right font-semibold whitespace-nowrap text-ink tabular-nums">
                {formatMoney(entry.amountCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A rental's extrato: its totals, then its lines (the same for the customer and for staff). */
export function StatementView({ statement }: { statement: Statement }) {
  return (
    <div className="space-y-4">
      <StatementTotals totals={statement.totals} />
      <StatementLines entries={statement.entries} caption="Lançamentos do extrato" />
    </div>
  );
}
