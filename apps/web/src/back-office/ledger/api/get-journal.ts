import type { IsoDate, JournalResponse } from '@estadia/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ledgerKeys } from './ledger-keys';

export interface JournalWindow {
  from: IsoDate;
  to: IsoDate;
}

/** A page of the journal between two days (Brasília, both included), in the journal's order. */
export function getJournal(query: JournalWindow & { page: number; pageSize: number }, signal?: AbortSignal) {
  return api.get<JournalResponse>('admin/ledger/journal', { query: { ...query }, signal });
}

export function journalQueryOptions(query: JournalWindow & { page: number; pageSize: number }) {
  return queryOptions({
    queryKey: ledgerKeys.journal(query),
    queryFn: ({ signal }) => getJournal(query, signal),
  });
}

/** The page on screen stays while the next one loads. */
export function useJournal(query: JournalWindow & { page: number; pageSize: number }) {
  return useQuery({ ...journalQueryOptions(query), placeholderData: keepPreviousData });
}

/** The whole window as CSV, one row per line, for the accountant (the API answers it to Accept: text/csv). */
export async function getJournalCsv(window: JournalWindow): Promise<Blob> {
  const blob = await api.get<Blob>('admin/ledger/journal', {
    query: { ...window },
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  return blob as unknown as Blob;
}

export function journalCsvFileName({ from, to }: JournalWindow): string {
  return `diario-${from}-${to}.csv`;
}
