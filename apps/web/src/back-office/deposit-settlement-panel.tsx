import {
  compareInspections,
  DEPOSIT_SETTLEMENT_STATUS_LABELS,
  type DepositSettlement,
  formatBrDateTime,
  formatMoney,
  type Inspection,
  ITEM_CONDITION_LABELS,
} from '@estadia/domain';
import { useState } from 'react';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { maskMoney, moneyTextToCents } from '../components/ui/money-mask';
import { SectionPanel } from '../components/ui/section-panel';
import { errorMessage } from '../lib/api-error';
import {
  useProposeDepositSettlement,
  useRecordYieldTransfer,
  useSettleDeposit,
  useStaffDepositSettlement,
} from './deposit-settlement-api';
import { useRentalInspections } from './inspections/api/inspections';
import { useStaffAccess } from './use-staff-access';

interface Row {
  key: string;
  description: string;
  amount: string;
  inspectionItemIndex?: number;
}

/** What the move-out found worse than the move-in, one row each, to price. */
export function worseItems(inspections: readonly Pick<Inspection, 'kind' | 'items'>[]): Row[] {
  const moveIn = inspections.find((each) => each.kind === 'MOVE_IN');
  const moveOut = inspections.find((each) => each.kind === 'MOVE_OUT');
  if (!moveOut) return [];
  const differences = compareInspections(moveIn?.items ?? [], moveOut.items).moveOut;
  return [...differences.entries()].flatMap(([index, difference]) => {
    const item = moveOut.items[index];
    if (difference.kind !== 'WORSE' || !item) return [];
    const change = `${ITEM_CONDITION_LABELS[difference.before]} → ${ITEM_CONDITION_LABELS[difference.after]}`;
    return [
      {
        key: `item-${index}`,
        description: `${item.room} – ${item.item} (${change})`,
        amount: '',
        inspectionItemIndex: index,
      },
    ];
  });
}

/**
 * The caução's settlement on the back-office's rental page: staff price what the move-out inspection found
 * worse (and any money owed), propose it, and settle it once the customer answered or the 5 days ran out.
 */
export function DepositSettlementPanel({ rentId }: { rentId: string }) {
  const settlement = useStaffDepositSettlement(rentId);
  if (settlement.isPending || settlement.data === null) return null;
  return (
    <SectionPanel
      title="Acerto da caução"
      description="Descontos da vistoria de saída e o que volta ao cliente."
    >
      {settlement.isError ? (
        <Alert tone="error" title="Não foi possível carregar o acerto da caução">
          {errorMessage(settlement.error)}
        </Alert>
      ) : (
        <SettlementView rentId={rentId} settlement={settlement.data} />
      )}
    </SectionPanel>
  );
}

function SettlementView({ rentId, settlement }: { rentId: string; settlement: DepositSettlement }) {
  const canWrite = useStaffAccess('payments', 'write');
  const settle = useSettleDeposit(rentId);
  const open = ['PROPOSED', 'AGREED', 'CONTESTED'].includes(settlement.status);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Badge
          tone={
            settlement.status === 'CONTESTED'
              ? 'error'
              : settlement.status === 'SETTLED'
                ? 'success'
                : 'neutral'
          }
        >
          {DEPOSIT_SETTLEMENT_STATUS_LABELS[settlement.status]}
        </Badge>
        <span className="text-sm text-ink-muted">
          Caução {formatMoney(settlement.heldCents)}
          {settlement.yieldCents > 0 && ` · rendimento ${formatMoney(settlement.yieldCents)}`} · volta{' '}
          {formatMoney(settlement.returnCents)}
        </span>
      </div>
      {settlement.deductions.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
          {settlement.deductions.map((each) => (
            <li key={`${each.inspectionItemIndex ?? 'devido'}-${each.description}-${each.amountCents}`}>
              {each.description}: {formatMoney(each.amountCents)}
            </li>
          ))}
        </ul>
      )}
      {settlement.comments && (
        <p className="text-sm text-ink">
          Comentário do cliente: <q>{settlement.comments}</q>
        </p>
      )}
      {canWrite && (settlement.status === 'DRAFT' || settlement.status === 'CONTESTED') && (
        <ProposalForm rentId={rentId} />
      )}
      {settlement.yieldTransfer && (
        <YieldTransfer rentId={rentId} transfer={settlement.yieldTransfer} canWrite={canWrite} />
      )}
      {canWrite && open && (
        <div className="space-y-2">
          {settle.isError && <Alert tone="error">{errorMessage(settle.error)}</Alert>}
          <Button onClick={() => settle.mutate()} isLoading={settle.isPending}>
            Concluir acerto e estornar {formatMoney(settlement.returnCents)}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The yield beyond the provider's refund: staff transfer it and record how. */
function YieldTransfer({
  rentId,
  transfer,
  canWrite,
}: {
  rentId: string;
  transfer: NonNullable<DepositSettlement['yieldTransfer']>;
  canWrite: boolean;
}) {
  const record = useRecordYieldTransfer(rentId);
  const [note, setNote] = useState('');
  if (transfer.status === 'DONE')
    return (
      <p className="text-sm text-ink">
        Rendimento de {formatMoney(transfer.amountCents)} transferido ao cliente
        {transfer.transferredAt &&
          ` em ${formatBrDateTime(new Date(transfer.transferredAt), { seconds: false })}`}
        {transfer.note && `: ${transfer.note}`}
      </p>
    );
  return (
    <div className="space-y-2 rounded-xl border border-line p-4">
      <p className="text-sm text-ink">
        O provedor devolve no máximo o que a caução trouxe: transfira ao cliente o rendimento de{' '}
        <strong>{formatMoney(transfer.amountCents)}</strong> (um Pix para a chave dele, por exemplo) e
        registre aqui como foi.
      </p>
      {canWrite && (
        <>
          <Input
            aria-label="Como o rendimento foi transferido"
            placeholder="Pix para a chave CPF do cliente em 02/12/2026"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          {record.isError && <Alert tone="error">{errorMessage(record.error)}</Alert>}
          <Button size="sm" onClick={() => record.mutate({ note })} isLoading={record.isPending}>
            Registrar transferência
          </Button>
        </>
      )}
    </div>
  );
}

function ProposalForm({ rentId }: { rentId: string }) {
  const inspections = useRentalInspections(rentId);
  const propose = useProposeDepositSettlement(rentId);
  const [rows, setRows] = useState<Row[] | null>(null);
  const current = rows ?? worseItems(inspections.data?.items ?? []);
  const update = (key: string, changes: Partial<Row>) =>
    setRows(current.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  const submit = () => {
    const deductions = current.flatMap((row) => {
      const cents = moneyTextToCents(row.amount);
      if (!cents) return [];
      return [
        {
          description: row.description.trim(),
          amountCents: cents,
          inspectionItemIndex: row.inspectionItemIndex,
        },
      ];
    });
    propose.mutate({ deductions });
  };
  return (
    <div className="space-y-3 rounded-xl border border-line p-4">
      <p className="text-sm text-ink">
        Preencha o valor de cada item danificado (deixe em branco o que não for descontado) e os valores
        devidos.
      </p>
      {current.map((row) => (
        <div key={row.key} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <Input
            aria-label="Descrição do desconto"
            value={row.description}
            onChange={(event) => update(row.key, { description: event.target.value })}
          />
          <Input
            aria-label={`Valor: ${row.description}`}
            inputMode="decimal"
            placeholder="R$ 0,00"
            value={row.amount}
            onChange={(event) => update(row.key, { amount: maskMoney(event.target.value) })}
          />
        </div>
      ))}
      {propose.isError && <Alert tone="error">{errorMessage(propose.error)}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            setRows([...current, { key: `owed-${current.length}`, description: 'Valor devido', amount: '' }])
          }
        >
          Adicionar valor devido
        </Button>
        <Button size="sm" onClick={submit} isLoading={propose.isPending}>
          Propor acerto ao cliente
        </Button>
      </div>
    </div>
  );
}
