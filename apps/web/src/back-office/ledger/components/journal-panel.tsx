import { formatBrDateRange, type IsoDate, nightsBetween, pluralize } from '@estadia/domain';
import { useState } from 'react';
import { DateFilterField } from '@/components/ui/date-filter-field';
import { DownloadButton } from '@/components/ui/download-button';
import { Pagination } from '@/components/ui/pagination';
import { QueryError } from '@/components/ui/query-state';
import { SectionPanel } from '@/components/ui/section-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { getJournalCsv, type JournalWindow, journalCsvFileName, useJournal } from '../api/get-journal';
import { isJournalWindow, JOURNAL_PAGE_SIZE } from '../ledger-params';
import { JournalEntryCard } from './journal-entry-card';

function windowError(from: IsoDate, to: IsoDate): string | undefined {
  if (isJournalWindow(from, to)) return undefined;
  return nightsBetween(from, to) < 0
    ? 'A data final deve ser igual ou posterior à inicial'
    : 'Consulte no máximo 2 anos por vez';
}

/**
 * Diário: every entry between two days (Brasília, both included) in the journal's order, each with its
 * lines, a page at a time; 'Exportar CSV' hands the accountant the whole window, one row per line.
 */
export function JournalPanel({
  window,
  page,
  onChange,
  accountNames,
  linkToRental,
}: {
  window: JournalWindow;
  page: number;
  onChange: (window: JournalWindow, page: number) => void;
  accountNames: ReadonlyMap<string, string>;
  linkToRental: boolean;
}) {
  // The days as typed: the window applied changes only when both make one the API takes.
  const [draft, setDraft] = useState(window);
  const [shownWindow, setShownWindow] = useState(window);
  if (shownWindow.from !== window.from || shownWindow.to !== window.to) {
    setShownWindow(window);
    setDraft(window);
  }
  const error = windowError(draft.from, draft.to);
  const journal = useJournal({ ...window, page, pageSize: JOURNAL_PAGE_SIZE });
  const totalPages = Math.ceil((journal.data?.total ?? 0) / JOURNAL_PAGE_SIZE);

  const change = (next: JournalWindow) => {
    setDraft(next);
    if (!windowError(next.from, next.to)) onChange(next, 1);
  };

  return (
    <SectionPanel
      title="Diário"
      description="Os lançamentos do período, na ordem do diário, com as partidas de cada um."
      actions={
        <DownloadButton fetchFile={() => getJournalCsv(window)} fileName={journalCsvFileName(window)}>
          Exportar CSV
        </DownloadButton>
      }
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-start gap-4">
          <DateFilterField
            label="De"
            value={draft.from}
            onChange={(from) => from && change({ ...draft, from })}
            required
            className="w-44"
          />
          <DateFilterField
            label="Até"
            value={draft.to}
            onChange={(to) => to && change({ ...draft, to })}
            error={error}
            required
            className="w-44"
          />
        </div>
        {journal.data && (
          <p className="text-sm text-ink-muted" aria-live="polite">
            {pluralize(journal.data.total, 'lançamento')} de {formatBrDateRange(window.from, window.to)}
            {journal.isFetching && journal.isPlaceholderData && ' · Atualizando…'}
          </p>
        )}
        {journal.isPending ? (
          <div aria-busy="true" className="space-y-3">
            <span className="sr-only" role="status">
              Carregando o diário
            </span>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-28 rounded-xl" />
            ))}
          </div>
        ) : journal.isError && !journal.data ? (
          <QueryError query={journal} title="Não foi possível carregar o diário" />
        ) : journal.data && journal.data.items.length === 0 ? (
          <StateMessage title="Nenhum lançamento no período" className="py-8">
            Escolha outras datas: cobranças, pagamentos e estornos aparecem aqui no dia em que acontecem.
          </StateMessage>
        ) : (
          <ol aria-label="Lançamentos do diário" className="space-y-3">
            {journal.data?.items.map((entry) => (
              <li key={entry.id}>
                <JournalEntryCard entry={entry} accountNames={accountNames} linkToRental={linkToRental} />
              </li>
            ))}
          </ol>
        )}
        <Pagination page={page} totalPages={totalPages} onChange={(next) => onChange(window, next)} />
      </div>
    </SectionPanel>
  );
}
