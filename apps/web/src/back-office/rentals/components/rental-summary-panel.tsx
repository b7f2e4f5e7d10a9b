import {
  apartmentLabel,
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  formatBrDate,
  formatBrDateTime,
  PAYMENT_TYPE_LABELS,
  PERIOD_KIND_LABELS,
  periodForNights,
  pluralize,
  RENT_GUARANTEE_TYPE_LABELS,
  RENT_REGIME_LABELS,
} from '@estadia/domain';
import type { AdminRentalDetailView } from '@/back-office/get-rental';
import { stayPriceLines } from '@/components/rentals/rental-stay-summary';
import { FactList } from '@/components/ui/fact-list';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { SectionPanel } from '@/components/ui/section-panel';
import { carSpotsText } from '../rental-labels';

/** The guarantee and, for the one the guarantee provider analyses, where its analysis stands. */
function guaranteeText(rental: AdminRentalDetailView['rental']): string {
  const guarantee = rental.guarantee;
  if (!rental.rentGuaranteeType) return 'Não escolhida';
  const type = RENT_GUARANTEE_TYPE_LABELS[rental.rentGuaranteeType];
  if (guarantee?.type !== 'CREDPAGO') return type;
  const reference = guarantee.provider ? ` (ref. ${guarantee.provider.reference})` : '';
  const reason =
    guarantee.status === 'REFUSED' && guarantee.refusalReason ? `: ${guarantee.refusalReason}` : '';
  return `${type} · análise ${guarantee.statusLabel.toLowerCase()}${reference}${reason}`;
}

/** Where, when, what was chosen and what it costs; the cost not for the front desk (decision 0017). */
export function RentalSummaryPanel({
  rental,
  showMoney = true,
}: {
  rental: AdminRentalDetailView['rental'];
  showMoney?: boolean;
}) {
  const facts = [
    { term: 'Empreendimento', value: rental.project.name },
    { term: 'Apartamento', value: apartmentLabel(rental.apartment) },
    { term: 'Modalidade', value: rental.projectModality.name },
    {
      term: 'Noites',
      value: rental.earlyDeparture
        ? // The contract's period still prices the stay after an early departure.
          `${pluralize(rental.nights, 'noite')} · ${PERIOD_KIND_LABELS[periodForNights(rental.nights + rental.earlyDeparture.nightsReleased)]} (saída antecipada; eram ${rental.nights + rental.earlyDeparture.nightsReleased})`
        : `${pluralize(rental.nights, 'noite')} · ${PERIOD_KIND_LABELS[rental.period]}`,
    },
    { term: 'Check-in', value: `${formatBrDate(rental.startDate)} a partir das ${CHECK_IN_TIME}` },
    { term: 'Check-out', value: `${formatBrDate(rental.endDate)} até ${CHECK_OUT_TIME}` },
    { term: 'Vagas de garagem', value: carSpotsText(rental.carSpots) },
    { term: 'Garantia', value: guaranteeText(rental) },
    ...(showMoney
      ? [
          {
            term: 'Forma de pagamento',
            value: rental.paymentType ? PAYMENT_TYPE_LABELS[rental.paymentType] : 'Não escolhida',
          },
          ...(rental.rentRegime
            ? [{ term: 'Cobrança do aluguel', value: RENT_REGIME_LABELS[rental.rentRegime] }]
            : []),
        ]
      : []),
    { term: 'Criada em', value: formatBrDateTime(rental.createdDate, { seconds: false }) },
    ...(rental.accessCode ? [{ term: 'Código de acesso', value: rental.accessCode }] : []),
  ];
  return (
    <SectionPanel title="Resumo da locação">
      <div className={showMoney ? 'grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : undefined}>
        <FactList facts={facts} />
        {showMoney && (
          <div className="self-start rounded-xl bg-surface-muted p-4">
            <p className="mb-3 text-sm font-semibold text-ink">Valores</p>
            <PriceBreakdown lines={stayPriceLines(rental)} totalCents={rental.rentalValueCents} />
          </div>
        )}
      </div>
    </SectionPanel>
  );
}
