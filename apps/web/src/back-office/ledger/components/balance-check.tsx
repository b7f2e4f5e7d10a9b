import { formatMoney } from '@estadia/domain';
import { CheckIcon } from '@/components/ui/icons';
import { AlertIcon } from '@/components/ui/status-icons';

/** The trial balance's proof: every debit has its credit. A difference is a fault to look into at once. */
export function BalanceCheck({ debitCents, creditCents }: { debitCents: number; creditCents: number }) {
  if (debitCents === creditCents) {
    return (
      <p className="inline-flex items-center gap-2 rounded-full border border-success/35 bg-success-soft px-3 py-1 text-sm font-semibold text-success">
        <CheckIcon className="size-4" />
        Débitos = Créditos
      </p>
    );
  }
  return (
    <p
      role="alert"
      className="inline-flex items-center gap-2 rounded-full border border-danger/35 bg-danger-soft px-3 py-1 text-sm font-semibold text-danger"
    >
      <AlertIcon className="size-4" />
      Débitos ≠ Créditos: diferença de {formatMoney(Math.abs(debitCents - creditCents))}
    </p>
  );
}
