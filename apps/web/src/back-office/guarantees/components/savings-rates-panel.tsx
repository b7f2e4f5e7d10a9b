import { SAVINGS_RATE_SOURCE_LABELS, type SavingsRate } from '@estadia/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SectionPanel } from '@/components/ui/section-panel';
import { errorMessage } from '@/lib/api-error';
import { useSaveSavingsRate, useSavingsRates } from '../api/guarantees-api';

/** '2026-10' → '10/2026'. */
export const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** '0,6745' (or '0.6745') → 0.6745; undefined when it is not a number. */
export function parseRatePercent(text: string): number | undefined {
  const normalized = text.trim().replace('%', '').trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return undefined;
  return Number(normalized);
}

function RateForm({ suggestedMonth }: { suggestedMonth: string | undefined }) {
  const save = useSaveSavingsRate();
  const [month, setMonth] = useState(suggestedMonth ?? '');
  const [rate, setRate] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ratePercent = parseRatePercent(rate);
    if (!/^\d{4}-\d{2}$/.test(month)) return setProblem('Escolha o mês da taxa.');
    if (ratePercent === undefined) return setProblem('Informe a taxa em %, por exemplo 0,6745.');
    setProblem(undefined);
    save.mutate({ month, ratePercent }, { onSuccess: () => setRate('') });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[12rem_12rem_auto] sm:items-end">
      <Field label="Mês" required>
        {(control) => (
          <Input {...control} type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
        )}
      </Field>
      <Field label="Taxa do mês (%)" required>
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            placeholder="0,6745"
            value={rate}
            onChange={(event) => setRate(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" isLoading={save.isPending} className="sm:justify-self-start">
        Salvar taxa
      </Button>
      {(problem || save.isError) && (
        <Alert tone="error" className="sm:col-span-3">
          {problem ?? errorMessage(save.error)}
        </Alert>
      )}
      {save.isSuccess && !problem && (
        <p role="status" className="text-sm text-success sm:col-span-3">
          Taxa de {monthLabel(save.data.month)} salva: {save.data.rateLabel}. O rendimento que esperava por
          ela é creditado na próxima rodada.
        </p>
      )}
    </form>
  );
}

const columns: DataTableColumn<SavingsRate>[] = [
  {
    key: 'month',
    header: 'Mês',
    cell: (rate) => <span className="tabular-nums">{monthLabel(rate.month)}</span>,
  },
  { key: 'rate', header: 'Taxa', cell: (rate) => <span className="tabular-nums">{rate.rateLabel}</span> },
  {
    key: 'source',
    header: 'Fonte',
    cell: (rate) => (
      <span>
        {SAVINGS_RATE_SOURCE_LABELS[rate.source]}
        {rate.updatedBy && <span className="block text-xs text-ink-muted">{rate.updatedBy}</span>}
      </span>
    ),
  },
];

/**
 * The official monthly poupança rates the cauções earn (Lei 8.245/1991, art. 38 § 2): the months a caução
 * held still needs, the form staff use when Banco Central cannot be reached, and the rates kept.
 */
export function SavingsRatesPanel({ canWrite }: { canWrite: boolean }) {
  const rates = useSavingsRates();
  const missing = rates.data?.missingMonths ?? [];
  return (
    <SectionPanel
      title="Taxas da poupança"
      description="O rendimento mensal de cada caução guardada (Lei 8.245/1991, art. 38 § 2) usa a taxa oficial do mês em que o período começa."
    >
      <div className="space-y-4">
        {rates.isError && <Alert tone="error">{errorMessage(rates.error)}</Alert>}
        {missing.length > 0 && (
          <Alert tone="warning" title="Meses sem taxa">
            O rendimento das cauções espera pela taxa de {missing.map(monthLabel).join(', ')}.
          </Alert>
        )}
        {/* Rendered once the months are known, so it starts on the first one missing. */}
        {canWrite && rates.data && <RateForm suggestedMonth={missing[0]} />}
        <DataTable
          caption="Taxas mensais da poupança"
          columns={columns}
          rows={rates.data?.items}
          rowKey={(rate) => rate.month}
          isLoading={rates.isPending}
          empty="Nenhuma taxa guardada ainda."
        />
      </div>
    </SectionPanel>
  );
}
