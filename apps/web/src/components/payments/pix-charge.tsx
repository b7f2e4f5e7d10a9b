import { formatMoney } from '@estadia/domain';
import { useMemo } from 'react';
import { Alert } from '@/components/ui/alert';
import { ClockIcon } from '@/components/ui/booking-icons';
import { Button } from '@/components/ui/button';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { cn } from '@/lib/cn';
import { formatBrDateTimeAt, formatCountdown, pixExpiryAnnouncement, secondsLeft } from '@/lib/countdown';
import { useNow } from '@/lib/use-now';
import { AwaitingConfirmation } from './awaiting-confirmation';
import { CopyField } from './copy-field';
import type { PaymentView } from './payment-state';
import { svgDataUrl } from './qr-image';

const STEPS = [
  'Abra o app do seu banco e escolha pagar com Pix.',
  'Leia o QR Code ou cole o código copia e cola.',
  'Confirme o pagamento: a aprovação aparece aqui em segundos.',
];

/** A Pix charge: the QR code, the copia e cola code, the time left and a new code when it runs out. */
export function PixCharge({
  payment,
  onRenew,
  isRenewing,
}: {
  payment: PaymentView;
  onRenew: () => void;
  isRenewing: boolean;
}) {
  const pix = payment.pix;
  const svg = pix?.qrCodeSvg;
  // The clock re-renders every second; the image is encoded once per code.
  const qrSource = useMemo(() => (svg ? svgDataUrl(svg) : null), [svg]);
  const now = useNow(1000, Boolean(pix));
  const seconds = pix ? secondsLeft(pix.expiresAt, now) : 0;
  const expired = seconds === 0;

  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
        <div className="flex flex-col items-center gap-3">
          <div
            className={cn(
              'rounded-2xl border border-line bg-white p-2 shadow-card',
              expired && 'opacity-40 grayscale',
            )}
          >
            {qrSource ? (
              <img
                src={qrSource}
                alt={`QR Code Pix para pagar ${formatMoney(payment.amountCents)}`}
                width={208}
                height={208}
                className="size-52"
              />
            ) : (
              <div className="size-52" />
            )}
          </div>
          <p
            className={cn(
              'flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold tabular-nums',
              expired ? 'bg-danger-soft text-danger' : 'bg-brand-soft text-brand-ink',
            )}
          >
            <ClockIcon className="size-4" />
            {expired ? 'Código expirado' : <>Expira em {formatCountdown(seconds)}</>}
          </p>
          {/* The ticking clock is for the eyes; a screen reader hears it at a few moments only. */}
          <p className="sr-only" aria-live="polite">
            {pixExpiryAnnouncement(seconds)}
          </p>
        </div>

        <div className="min-w-0 space-y-4">
          <div>
            <p className="text-sm text-ink-muted">Valor do Pix</p>
            <p className="text-2xl font-bold tracking-tight text-ink tabular-nums">
              {formatMoney(payment.amountCents)}
            </p>
            {pix && !expired && (
              <p className="text-sm text-ink-muted">Válido até {formatBrDateTimeAt(pix.expiresAt)}</p>
            )}
          </div>
          <NumberedSteps steps={STEPS} />
        </div>
      </div>

      {expired ? (
        <Alert tone="warning" title="Este código Pix expirou">
          <p>Gere um novo código para pagar. O valor continua o mesmo.</p>
          <Button className="mt-3" onClick={onRenew} isLoading={isRenewing}>
            Gerar novo código
          </Button>
        </Alert>
      ) : (
        <>
          {pix && (
            <CopyField label="Pix copia e cola" value={pix.payload} copyLabel="Copiar código" multiline />
          )}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <AwaitingConfirmation>Aguardando o pagamento do Pix…</AwaitingConfirmation>
            <Button variant="ghost" size="sm" onClick={onRenew} isLoading={isRenewing}>
              Gerar novo código
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
