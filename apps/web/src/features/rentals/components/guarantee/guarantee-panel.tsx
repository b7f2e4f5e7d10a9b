import {
  formatMoney,
  type GuaranteeStatus,
  RENT_GUARANTEE_TYPE_LABELS,
  type RentalStatus,
} from '@estadia/domain';
import { RentRegimeNotice } from '@/components/payments/rent-regime-notice';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { SectionPanel } from '@/components/ui/section-panel';
import { useRequestGuaranteeAnalysis } from '@/features/rentals/api/request-guarantee-analysis';
import { errorMessage, wasHandled } from '@/lib/api-error';
import type { RentalView } from '@/lib/rentals/get-rental';
import { GUARANTEE_OPTIONS } from '@/lib/rentals/request-options';
import { toastInfo, toastSuccess } from '@/lib/toast';
import { GuarantorState } from './guarantor-state';
import { OtherGuaranteeChoice } from './other-guarantee-choice';

type Guarantee = NonNullable<RentalView['guarantee']>;

/** Until the rental is approved its guarantee can still be analysed or changed (the API's rule). */
const EDITABLE: ReadonlySet<RentalStatus> = new Set(['UNFINISHED', 'WAITING_APPROVAL']);

const STATUS_TONES: Record<GuaranteeStatus, BadgeTone> = {
  PENDING: 'warning',
  ACTIVE: 'success',
  REFUSED: 'error',
  RELEASED: 'neutral',
};

const CREDPAGO_SENTENCE =
  'A CredPago garante o aluguel ao proprietário; a análise usa os dados do seu perfil.';

function description(guarantee: Guarantee): string {
  if (guarantee.type === 'CREDPAGO') return CREDPAGO_SENTENCE;
  return GUARANTEE_OPTIONS.find((option) => option.value === guarantee.type)?.description ?? '';
}

/**
 * 'Garantia': the rental's guarantee and where it stands. A CredPago one is analysed from here (and,
 * when refused, replaced by another); a caução with an amount shows it and whether it is paid, held or given
 * back (it is paid on the payment step); a fiador is named from here and followed until approved.
 */
export function GuaranteePanel({ rental }: { rental: RentalView }) {
  const guarantee = rental.guarantee;
  if (!guarantee) return null;
  const credPago = guarantee.type === 'CREDPAGO';
  const deposit =
    guarantee.type === 'SECURITY_DEPOSIT' && guarantee.amountCents ? guarantee.amountCents : null;
  return (
    <SectionPanel title="Garantia" description={description(guarantee)}>
      <div className="space-y-4">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink">
          <span>
            <span className="text-ink-muted">Tipo: </span>
            <strong className="font-semibold">{RENT_GUARANTEE_TYPE_LABELS[guarantee.type]}</strong>
          </span>
          {(credPago || deposit !== null || guarantee.guarantor) && (
            <Badge tone={STATUS_TONES[guarantee.status]}>{guarantee.statusLabel}</Badge>
          )}
        </p>
        {deposit !== null && (
          <p className="text-ink">
            <span className="text-ink-muted">Valor: </span>
            <strong className="font-semibold tabular-nums">{formatMoney(deposit)}</strong>
          </p>
        )}
        {deposit !== null && <CardAuthorisationNote rental={rental} />}
        {credPago && <CredPagoState rental={rental} guarantee={guarantee} />}
        {guarantee.type === 'GUARANTOR' && (
          <GuarantorState rental={rental} guarantee={guarantee} editable={EDITABLE.has(rental.status)} />
        )}
        {guarantee.status !== 'REFUSED' && (
          <RentRegimeNotice regime={rental.rentRegime} guarantee={rental.rentGuaranteeType} />
        )}
      </div>
    </SectionPanel>
  );
}

function CredPagoState({ rental, guarantee }: { rental: RentalView; guarantee: Guarantee }) {
  const editable = EDITABLE.has(rental.status);
  if (guarantee.status === 'PENDING') return editable ? <AnalysisRequest rental={rental} /> : null;
  if (guarantee.status === 'ACTIVE') {
    const provider = guarantee.provider;
    const fee = provider?.feeCents != null ? `, taxa da CredPago ${formatMoney(provider.feeCents)}` : '';
    return (
      <Alert tone="success" title="Garantia aprovada">
        <p data-testid="guarantee-approval">
          Aprovada{provider ? ` — referência ${provider.reference}${fee}` : ''}.{' '}
          {rental.status === 'WAITING_FOR_SIGNATURE'
            ? 'Sua locação foi aprovada e segue para a assinatura do contrato.'
            : 'Com ela, a sua locação segue para a próxima etapa.'}
        </p>
        {rental.status === 'WAITING_FOR_SIGNATURE' && (
          <ButtonLink to={`/locacao/pagamento/${rental.id}`} size="sm" className="mt-3">
            Assinar o contrato
          </ButtonLink>
        )}
      </Alert>
    );
  }
  if (guarantee.status === 'REFUSED') {
    return (
      <div className="space-y-4">
        <Alert tone="warning" title="A CredPago não aprovou a garantia">
          <p>{guarantee.refusalReason ?? 'A análise não aprovou a garantia desta locação.'}</p>
        </Alert>
        {editable && <OtherGuaranteeChoice rental={rental} />}
      </div>
    );
  }
  return null;
}

function AnalysisRequest({ rental }: { rental: RentalView }) {
  const analysis = useRequestGuaranteeAnalysis(rental.id);
  const request = async () => {
    try {
      const answer = await analysis.mutateAsync();
      if (answer.guarantee?.status === 'ACTIVE') toastSuccess('A CredPago aprovou a garantia.');
      else if (answer.guarantee?.status === 'REFUSED') toastInfo('A CredPago não aprovou a garantia.');
    } catch {
      // Shown below from analysis.error.
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">
        A locação é aprovada assim que a CredPago aprovar a garantia. A análise leva poucos segundos.
      </p>
      <Button onClick={request} isLoading={analysis.isPending}>
        {analysis.isPending ? 'Analisando…' : 'Solicitar análise da CredPago'}
      </Button>
      {analysis.isError && !wasHandled(analysis.error) && (
        <Alert tone="error">
          {errorMessage(analysis.error, 'Não foi possível solicitar a análise. Tente novamente.')}
        </Alert>
      )}
    </div>
  );
}

/** A caução pré-autorizada on a card: what that means for the customer's card, in one sentence. */
function CardAuthorisationNote({ rental }: { rental: RentalView }) {
  const held = rental.payments.find(
    (payment) => payment.purpose === 'DEPOSIT' && payment.status === 'AUTHORIZED',
  );
  if (!held) return null;
  const card = held.card ? ` final ${held.card.last4}` : '';
  return (
    <p className="text-sm text-ink-muted">
      O valor fica pré-autorizado no limite do cartão{card}, sem cobrança. No acerto, depois da saída, o
      cartão é cobrado só pelo que for descontado e o resto é liberado.
    </p>
  );
}
