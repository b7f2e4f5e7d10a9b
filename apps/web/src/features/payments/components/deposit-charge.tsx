import { formatMoney } from '@estadia/domain';
import { BoletoCharge } from '@/components/payments/boleto-charge';
import { depositCharges, firstRentPaid } from '@/components/payments/payment-state';
import { PixCharge } from '@/components/payments/pix-charge';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { RentalView } from '@/lib/rentals/get-rental';

/** The caução the rental owes (SECURITY_DEPOSIT), or null without one. */
export function depositOwed(rental: Pick<RentalView, 'guarantee'>): number | null {
  const guarantee = rental.guarantee;
  return guarantee?.type === 'SECURITY_DEPOSIT' && guarantee.amountCents ? guarantee.amountCents : null;
}

/**
 * The caução (Lei 8.245/1991, art. 38): a charge of its own beside the rent's, made with the first payment
 * (by Pix, or boleto with a boleto; with a card, reserved on its limit, not charged), held in the customer's
 * name and returned after the stay. Shows its code while it is to pay, that it was received (or reserved)
 * once it is, and how it is charged before anything is asked.
 */
export function DepositCharge({
  rental,
  onRenew,
  isRenewing,
}: {
  rental: RentalView;
  /** Asks for a code of the caução (with the rent's first, a new request of the rent too). */
  onRenew: (paymentType: 'PIX' | 'BANK_SLIP') => void;
  isRenewing: boolean;
}) {
  const amount = depositOwed(rental);
  if (amount === null) return null;
  const charges = depositCharges(rental.payments);
  const paid = charges.some((payment) => payment.status === 'PAID');
  const authorised = charges.find((payment) => payment.status === 'AUTHORIZED');
  const live = charges.filter((payment) => payment.status === 'PENDING').at(-1);
  const lapsed = !paid && !authorised && !live && charges.length > 0;
  const cardRefused = lapsed && charges.at(-1)?.status === 'FAILED';
  // Only the caução is owed (the rent paid, or a post-paid lease's due after each month): asked from here.
  const onlyDeposit = rental.rentRegime === 'POST_PAID' || firstRentPaid(rental.payments);
  return (
    <section aria-labelledby="caucao-titulo" className="space-y-4 border-t border-line pt-5">
      <div>
        <h3 id="caucao-titulo" className="text-lg font-semibold text-ink">
          Caução de {formatMoney(amount)}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">
          À parte do aluguel, fica guardada em seu nome e volta depois da saída, com o rendimento da poupança,
          descontado só o que for apurado na vistoria de saída (Lei 8.245/1991, art. 38). Com cartão, ela é
          uma pré-autorização no limite, sem cobrança.
        </p>
      </div>
      {paid ? (
        <Alert tone="success" title="Caução recebida">
          Ela fica guardada para você até o acerto, depois da sua saída.
        </Alert>
      ) : authorised ? (
        <Alert tone="info" title="Caução pré-autorizada no cartão">
          {formatMoney(authorised.amountCents)} ficam pré-autorizados no limite do cartão
          {authorised.card ? ` final ${authorised.card.last4}` : ''}, sem cobrança. No acerto, depois da sua
          saída, o cartão é cobrado só pelo que for descontado e o resto é liberado. A pré-autorização dura 5
          dias no cartão: se o acerto não vier antes, a caução é cobrada nele e devolvida no acerto, como uma
          caução paga.
        </Alert>
      ) : live?.paymentType === 'CREDIT_CARD' ? (
        <p className="text-sm text-ink" role="status">
          Pré-autorizando a caução no seu cartão…
        </p>
      ) : live?.paymentType === 'PIX' ? (
        <PixCharge payment={live} onRenew={() => onRenew('PIX')} isRenewing={isRenewing} />
      ) : live?.paymentType === 'BANK_SLIP' ? (
        <BoletoCharge payment={live} title="Boleto da caução" />
      ) : lapsed || onlyDeposit ? (
        <div className="space-y-3">
          <p className="text-sm text-ink">
            {cardRefused
              ? 'O cartão recusou a pré-autorização da caução: pague-a por Pix ou boleto para concluir a reserva.'
              : lapsed
                ? 'O código da caução expirou: gere um novo para concluir a reserva.'
                : 'Pague a caução por Pix ou boleto para confirmar a reserva.'}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" size="sm" onClick={() => onRenew('PIX')} isLoading={isRenewing}>
              {lapsed ? 'Gerar novo Pix da caução' : 'Gerar Pix da caução'}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onRenew('BANK_SLIP')} disabled={isRenewing}>
              Gerar boleto da caução
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-ink">
          Ela é pedida junto com o primeiro pagamento: com Pix ou boleto, você recebe também o código da
          caução; com cartão, ela é pré-autorizada no mesmo cartão, sem cobrança.
        </p>
      )}
    </section>
  );
}
