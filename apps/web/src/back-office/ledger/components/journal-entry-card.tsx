import { formatBrDateTime, formatMoney, JOURNAL_ENTRY_KIND_LABELS, type JournalItem } from '@estadia/domain';
import { Link } from 'react-router';
import { STATEMENT_KIND_TONES } from '@/components/statement/statement-labels';
import { Badge } from '@/components/ui/badge';

const amount = 'px-2 py-1.5 text-right whitespace-nowrap tabular-nums sm:px-3';

/** One journal entry: its number, instant, kind and description, then its lines (account, debit, credit). */
export function JournalEntryCard({
  entry,
  accountNames,
  linkToRental,
}: {
  entry: JournalItem;
  /** The chart's names by code, when known (the trial balance brings them). */
  accountNames: ReadonlyMap<string, string>;
  linkToRental: boolean;
}) {
  const titleId = `lancamento-${entry.id}`;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-line px-2 py-3 sm:p-4">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <span className="font-mono text-xs text-ink-muted">nº {entry.seq}</span>
        <span className="text-sm text-ink-muted tabular-nums">
          {formatBrDateTime(new Date(entry.at), { seconds: false })}
        </span>
        <Badge tone={STATEMENT_KIND_TONES[entry.kind]}>{JOURNAL_ENTRY_KIND_LABELS[entry.kind]}</Badge>
        {entry.rentalId && linkToRental && (
          <Link
            to={`/locacoes/${entry.rentalId}`}
            className="ml-auto rounded text-sm font-semibold text-brand-ink hover:underline"
          >
            Ver locação
          </Link>
        )}
      </header>
      <h3 id={titleId} className="mt-1.5 font-semibold text-ink">
        {entry.description}
      </h3>
      {/* Fixed columns: the amounts of every entry line up, one card under the other. */}
      <table className="mt-2 w-full table-fixed border-collapse text-xs sm:text-sm">
        <caption className="sr-only">Partidas do lançamento nº {entry.seq}</caption>
        <colgroup>
          <col />
          <col className="w-24 sm:w-36" />
          <col className="w-24 sm:w-36" />
        </colgroup>
        <thead>
          <tr className="border-b border-line text-ink-muted">
            <th scope="col" className="px-2 py-1.5 text-left font-semibold sm:px-3">
              Conta
            </th>
            <th scope="col" className={`${amount} font-semibold`}>
              Débito
            </th>
            <th scope="col" className={`${amount} font-semibold`}>
              Crédito
            </th>
          </tr>
        </thead>
        <tbody>
          {entry.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an entry's lines are fixed, in their order
            <tr key={index} className="border-b border-line text-ink last:border-0">
              <td className="px-2 py-1.5 sm:px-3">
                <span className="mr-2 font-mono text-xs text-ink-muted">{line.account}</span>
                {accountNames.get(line.account)}
              </td>
              <td className={amount}>{line.debitCents > 0 ? formatMoney(line.debitCents) : '—'}</td>
              <td className={amount}>{line.creditCents > 0 ? formatMoney(line.creditCents) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
