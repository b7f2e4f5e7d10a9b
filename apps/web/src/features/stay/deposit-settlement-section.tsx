import { type DepositSettlement, formatBrDate, formatBrDateTime, formatMoney } from '@estadia/domain';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { QueryError } from '@/components/ui/query-state';
import { SectionPanel } from '@/components/ui/section-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import type { RentalView } from '@/lib/rentals/get-rental';
import { useAcknowledgeDepositSettlement, useDepositSettlement } from './api/deposit-settlement';
import { InspectionPhoto } from './inspection-photo';

/**
 * 'Acerto da caução': after the check-out, what staff propose to deduct (each item of the move-out inspection
 * with its photos, or money owed) and what comes back; the customer agrees or contests within 5 days.
 */
export function DepositSettlementSection({ rental }: { rental: RentalView }) {
  const settlement = useDepositSettlement(rental.id);
  return (
    <SectionPanel
      title="Acerto da caução"
      description="Depois da saída, a caução volta para você com o rendimento da poupança, descontado só o que a vistoria de saída apontar. Você tem 5 dias para concordar ou contestar a proposta."
    >
      {settlement.isPending ? (
        <div aria-busy="true">
          <span className="sr-only" role="status">
            Carregando o acerto da caução
          </span>
          <Skeleton className="h-24 rounded-xl" />
        </div>
      ) : settlement.isError ? (
        <QueryError inline query={settlement} title="Não foi possível carregar o acerto da caução" />
      ) : (
        <SettlementBody rentId={rental.id} settlement={settlement.data} />
      )}
    </SectionPanel>
  );
}

function SettlementBody({ rentId, settlement }: { rentId: string; settlement: DepositSettlement }) {
  if (settlement.status === 'DRAFT')
    return (
      <p className="text-sm text-ink">
        Sua caução de <strong>{formatMoney(settlement.heldCents)}</strong> está guardada em seu nome
        {settlement.yieldCents > 0 && (
          <>
            {' '}
            e já rendeu <strong>{formatMoney(settlement.yieldCents)}</strong> na poupança
          </>
        )}
        . Depois da vistoria de saída, a proposta de acerto aparece aqui e chega por e-mail.
      </p>
    );
  return (
    <div className="space-y-5">
      <StatusAlert settlement={settlement} />
      <ul className="divide-y divide-line rounded-xl border border-line">
        <Line label="Caução guardada" amount={settlement.heldCents} />
        {settlement.yieldCents > 0 && <Line label="Rendimento da poupança" amount={settlement.yieldCents} />}
        {settlement.deductions.map((each) => (
          <li
            key={`${each.inspectionItemIndex ?? 'devido'}-${each.description}-${each.amountCents}`}
            className="space-y-3 px-4 py-3"
          >
            <div className="flex items-baseline justify-between gap-4">
              <span className="text-ink">{each.description}</span>
              <span className="tabular-nums text-danger">− {formatMoney(each.amountCents)}</span>
            </div>
            {each.inspectionId && each.photos.length > 0 && (
              <div className="flex flex-wrap gap-2">
                {each.photos.map((photo) => (
                  <InspectionPhoto
                    key={photo}
                    inspectionId={each.inspectionId as string}
                    fileName={photo}
                    alt={`Foto da vistoria de saída: ${each.description}`}
                  />
                ))}
              </div>
            )}
          </li>
        ))}
        <li className="flex items-baseline justify-between gap-4 px-4 py-3 font-semibold">
          <span className="text-ink">Volta para você</span>
          <span className="tabular-nums text-ink">{formatMoney(settlement.returnCents)}</span>
        </li>
      </ul>
      {settlement.yieldTransfer && (
        <p className="text-sm text-ink">
          {settlement.yieldTransfer.status === 'DONE'
            ? `O rendimento de ${formatMoney(settlement.yieldTransfer.amountCents)} foi transferido para você.`
            : `O estorno devolve o valor da caução; o rendimento de ${formatMoney(settlement.yieldTransfer.amountCents)} chega por transferência da nossa equipe.`}
        </p>
      )}
      {settlement.status === 'PROPOSED' && <Answer rentId={rentId} settlement={settlement} />}
    </div>
  );
}

function Line({ label, amount }: { label: string; amount: number }) {
  return (
    <li className="flex items-baseline justify-between gap-4 px-4 py-3">
      <span className="text-ink">{label}</span>
      <span className="tabular-nums text-ink">{formatMoney(amount)}</span>
    </li>
  );
}

function StatusAlert({ settlement }: { settlement: DepositSettlement }) {
  const deadline = settlement.contestDeadline
    ? formatBrDateTime(new Date(settlement.contestDeadline), { seconds: false })
    : null;
  if (settlement.status === 'PROPOSED')
    return (
      <Alert tone="info" title="Confira a proposta de acerto">
        Concorde ou conteste até {deadline}. Sem resposta no prazo, o acerto é concluído como proposto.
      </Alert>
    );
  if (settlement.status === 'AGREED')
    return (
      <Alert tone="success" title="Você concordou com a proposta">
        O acerto é concluído até {deadline}, e o valor que volta é estornado na hora.
      </Alert>
    );
  if (settlement.status === 'CONTESTED')
    return (
      <Alert tone="warning" title="Você contestou a proposta">
        Nossa equipe vai analisar os seus comentários e concluir o acerto.
        {settlement.comments && <span className="mt-1 block">“{settlement.comments}”</span>}
      </Alert>
    );
  return (
    <Alert tone="success" title="Caução acertada">
      {settlement.settledAt ? `Concluído em ${formatBrDate(settlement.settledAt.slice(0, 10))}. ` : ''}
      {settlement.returnCents > 0
        ? `${formatMoney(settlement.returnCents)} estornados para você; cada lançamento está no extrato.`
        : 'Os descontos usaram toda a caução; cada lançamento está no extrato.'}
    </Alert>
  );
}

function Answer({ rentId, settlement }: { rentId: string; settlement: DepositSettlement }) {
  const acknowledge = useAcknowledgeDepositSettlement(rentId);
  const [contesting, setContesting] = useState(false);
  const [comments, setComments] = useState('');
  const [missing, setMissing] = useState(false);
  const send = (agreed: boolean) => {
    if (!agreed && comments.trim().length === 0) {
      setMissing(true);
      return;
    }
    acknowledge.mutate(agreed ? { agreed } : { agreed, comments: comments.trim() });
  };
  return (
    <div className="space-y-4">
      {acknowledge.isError && (
        <Alert tone="error" title="Sua resposta não foi registrada">
          {errorMessage(acknowledge.error)}
        </Alert>
      )}
      {contesting ? (
        <div className="space-y-3">
          <Field
            label="Por que você contesta?"
            required
            error={missing ? 'Conte o que está errado na proposta.' : undefined}
          >
            {(props) => (
              <Textarea
                {...props}
                rows={4}
                maxLength={2000}
                value={comments}
                onChange={(event) => {
                  setComments(event.target.value);
                  setMissing(false);
                }}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => send(false)} isLoading={acknowledge.isPending}>
              Enviar contestação
            </Button>
            <Button variant="ghost" onClick={() => setContesting(false)} disabled={acknowledge.isPending}>
              Voltar
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => send(true)} isLoading={acknowledge.isPending}>
            Concordo com o acerto de {formatMoney(settlement.returnCents)}
          </Button>
          <Button variant="secondary" onClick={() => setContesting(true)} disabled={acknowledge.isPending}>
            Contestar
          </Button>
        </div>
      )}
    </div>
  );
}
