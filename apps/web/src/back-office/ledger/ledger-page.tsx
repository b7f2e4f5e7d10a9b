import { todayIso } from '@estadia/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useStaffAccess } from '../use-staff-access';
import { useTrialBalance } from './api/get-trial-balance';
import { JournalPanel } from './components/journal-panel';
import { TrialBalancePanel } from './components/trial-balance-panel';
import { type LedgerParams, ledgerParamsFromSearch, searchFromLedgerParams } from './ledger-params';

/**
 * Financeiro: the books as the accountant reads them. The trial balance at a day (every account's
 * debits, credits and balance, and the proof that debits equal credits), and the journal for a window
 * of days, a page at a time, with its CSV.
 */
export function LedgerPage() {
  const [search, setSearch] = useSearchParams();
  const today = todayIso();
  const params = ledgerParamsFromSearch(search, today);
  const canReadRentals = useStaffAccess('rentals', 'read');
  // The chart's names come with the trial balance (the same query the panel shows: one request).
  const balance = useTrialBalance(params.at);
  const accountNames = useMemo(
    () => new Map((balance.data?.accounts ?? []).map((account) => [account.code, account.name])),
    [balance.data],
  );

  const go = (next: Partial<LedgerParams>) =>
    setSearch(searchFromLedgerParams({ ...params, ...next }, today), { replace: true });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Financeiro"
        intro="O livro da Estadia: cada movimento de dinheiro é um lançamento de partidas dobradas, gravado no momento em que acontece e nunca alterado."
      />
      <TrialBalancePanel at={params.at} onAtChange={(at) => go({ at })} />
      <JournalPanel
        window={{ from: params.from, to: params.to }}
        page={params.page}
        onChange={(window, page) => go({ ...window, page })}
        accountNames={accountNames}
        linkToRental={canReadRentals}
      />
    </div>
  );
}
