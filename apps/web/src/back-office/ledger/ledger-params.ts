import { type IsoDate, isIsoDate, journalQuerySchema } from '@estadia/domain';

// What the 'Financeiro' page shows, kept in its URL so a link opens the same view: the trial balance's
// day (`em`), the journal's window (`de`, `ate`, both included) and page (`pagina`). Anything missing or
// malformed falls back to the defaults (today; this month up to today; the first page).

export const JOURNAL_PAGE_SIZE = 20;

export interface LedgerParams {
  /** The trial balance's day: entries up to the end of it (Brasília). */
  at: IsoDate;
  from: IsoDate;
  to: IsoDate;
  page: number;
}

function firstOfMonth(day: IsoDate): IsoDate {
  return `${day.slice(0, 8)}01`;
}

/** Whether the API takes the window (the end not before the start, at most two years). */
export function isJournalWindow(from: IsoDate, to: IsoDate): boolean {
  return journalQuerySchema.safeParse({ from, to }).success;
}

export function ledgerParamsFromSearch(search: URLSearchParams, today: IsoDate): LedgerParams {
  const at = search.get('em');
  const from = search.get('de');
  const to = search.get('ate');
  const page = Number(search.get('pagina'));
  const window =
    isIsoDate(from) && isIsoDate(to) && isJournalWindow(from, to)
      ? { from, to }
      : { from: firstOfMonth(today), to: today };
  return {
    at: isIsoDate(at) ? at : today,
    ...window,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL of `params`, leaving out what equals the defaults. */
export function searchFromLedgerParams(params: LedgerParams, today: IsoDate): URLSearchParams {
  const search = new URLSearchParams();
  if (params.at !== today) search.set('em', params.at);
  if (params.from !== firstOfMonth(today) || params.to !== today) {
    search.set('de', params.from);
    search.set('ate', params.to);
  }
  if (params.page > 1) search.set('pagina', String(params.page));
  return search;
}
