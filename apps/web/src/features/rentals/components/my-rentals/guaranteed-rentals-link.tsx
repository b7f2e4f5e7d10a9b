import { pluralize } from '@estadia/domain';
import { ShieldIcon } from '@/components/ui/booking-icons';
import { ButtonLink } from '@/components/ui/button';
import { useGuaranteedRentals } from '@/lib/guarantor/get-guaranteed-rentals';
import { guarantorStep } from '@/lib/guarantor/guarantor-step';

/** For a person who is also someone's fiador: the way to those leases (nothing otherwise, nor while loading). */
export function GuaranteedRentalsLink() {
  const guaranteed = useGuaranteedRentals();
  const count = guaranteed.data?.items.length ?? 0;
  if (count === 0) return null;
  const toSign = guaranteed.data?.items.filter((rental) => guarantorStep(rental) === 'TO_SIGN').length;
  return (
    <div className="mt-6 flex max-w-4xl flex-col gap-3 rounded-2xl border border-line bg-surface-muted p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2.5 text-sm text-ink">
        <ShieldIcon className="size-5 shrink-0 text-ink-muted" />
        <span>
          Você também é fiador de {pluralize(count, 'locação', 'locações')}
          {toSign ? `: ${pluralize(toSign, 'contrato espera', 'contratos esperam')} a sua assinatura.` : '.'}
        </span>
      </p>
      <ButtonLink to="/fiador/locacoes" variant={toSign ? 'primary' : 'secondary'} size="sm">
        Ver as locações que você garante
      </ButtonLink>
    </div>
  );
}
