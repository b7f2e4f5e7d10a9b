import { formatBrDate, formatMoney, type IsoDate, type TrialBalance } from '@estadia/domain';
import { DateFilterField } from '@/components/ui/date-filter-field';
import { QueryError } from '@/components/ui/query-state';
import { SectionPanel } from '@/components/ui/section-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useTrialBalance } from '../api/get-trial-balance';
import { BalanceCheck } from './balance-check';

const cell = 'px-2.5 py-2.5 text-right whitespace-nowrap tabular-nums sm:px-4';

function BalanceTable({ balance }: { balance: TrialBalance }) {
  return (
    <section
      aria-label="Contas do balancete"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls; the keyboard scrolls it from here
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Balancete em {formatBrDate(balance.at)}</caption>
        <thead>
          <tr className="border-b border-line bg-surface-muted text-ink-muted">
            <th scope="col" className="px-2.5 py-2.5 text-left font-semibold sm:px-4">
              Conta
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Débito
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Crédito
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Saldo
            </th>
          </tr>
        </thead>
        <tbody>
          {balance.accounts.map((account) => (
            <tr key={account.code} className="border-b border-line text-ink">
              <th scope="row" className="min-w-40 px-2.5 py-2.5 text-left font-normal sm:min-w-52 sm:px-4">
                <span className="mr-2 font-mono text-xs text-ink-muted">{account.code}</span>
                {account.name}
              </th>
              <td className={cell}>{formatMoney(account.debitCents)}</td>
              <td className={cell}>{formatMoney(account.creditCents)}</td>
              <td className={`${cell} font-semibold`}>{formatMoney(account.balanceCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="bg-surface-muted font-semibold text-ink">
            <th scope="row" className="px-2.5 py-2.5 text-left sm:px-4">
              Totais
            </th>
            <td className={cell}>{formatMoney(balance.totalDebitCents)}</td>
            <td className={cell}>{formatMoney(balance.totalCreditCents)}</td>
            <td className={cell} />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** Balancete: every account's debits, credits and balance at the end of a day, and the proof that they match. */
export function TrialBalancePanel({ at, onAtChange }: { at: IsoDate; onAtChange: (at: IsoDate) => void }) {
  const balance = useTrialBalance(at);
  return (
    <SectionPanel
      title="Balancete"
      description="Débitos, créditos e saldo de cada conta, com os lançamentos até o fim do dia escolhido (horário de Brasília)."
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <DateFilterField
            label="Data"
            value={at}
            onChange={(value) => value && onAtChange(value)}
            required
            className="w-44"
          />
          {balance.data && (
            <BalanceCheck
              debitCents={balance.data.totalDebitCents}
              creditCents={balance.data.totalCreditCents}
            />
          )}
        </div>
        {balance.isPending ? (
          <div aria-busy="true" className="space-y-2">
            <span className="sr-only" role="status">
              Carregando o balancete
            </span>
            <Skeleton className="h-64 rounded-xl" />
          </div>
        ) : balance.isError && !balance.data ? (
          <QueryError query={balance} title="Não foi possível carregar o balancete" />
        ) : (
          <BalanceTable balance={balance.data} />
        )}
      </div>
    </SectionPanel>
  );
}
