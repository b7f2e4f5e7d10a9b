import type { IsoDate, TrialBalance } from '@estadia/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ledgerKeys } from './ledger-keys';

/** Every account's debits, credits and balance at the end of `at` (a day in Brasília). */
export function getTrialBalance(at: IsoDate, signal?: AbortSignal) {
  return api.get<TrialBalance>('admin/ledger/trial-balance', { query: { at }, signal });
}

export function trialBalanceQueryOptions(at: IsoDate) {
  return queryOptions({
    queryKey: ledgerKeys.trialBalance(at),
    queryFn: ({ signal }) => getTrialBalance(at, signal),
  });
}

/** The balance on screen stays while another day's loads. */
export function useTrialBalance(at: IsoDate) {
  return useQuery({ ...trialBalanceQueryOptions(at), placeholderData: keepPreviousData });
}
