import {
  CARD_BRAND_LABELS,
  type CardBrand,
  cardInstallmentOption,
  describeInstallment,
  formatBrDateTime,
  formatMoney,
  type PaymentMethod,
} from '@estadia/domain';

// How the e-mails write instants, apartments, cards and links. Dates of a stay are calendar days
// (formatBrDate); deadlines are instants, always shown as the clock in Brasília reads them.

/** An instant as Brasília's calendar and clock show it: { date: '31/01/2025', time: '12:04' }. */
export function brasiliaParts(instant: Date): { date: string; time: string } {
  const [date = '', time = ''] = formatBrDateTime(instant, { seconds: false }).split(' ');
  return { date, time };
}

/** '31/01/2025 às 12:04' (Brasília). */
export function formatBrasiliaDateTime(instant: Date): string {
  const { date, time } = brasiliaParts(instant);
  return `${date} às ${time}`;
}

const HOUR = 3_600_000;

/** When an approved, unpaid hold lapses: HOLD_HOURS after the approval. */
export function holdDeadline(approvedAt: Date, holdHours: number): Date {
  return new Date(approvedAt.getTime() + holdHours * HOUR);
}

export function floorLabel(floor: number): string {
  if (floor === 0) return 'Térreo';
  return floor < 0 ? `Subsolo ${-floor}` : `${floor}º andar`;
}

/** 'Bloco A · 2º andar · Apto 203', as the web app names an apartment. */
export function apartmentLabel(apartment: { block: string; floor: number; number: string }): string {
  return `Bloco ${apartment.block} · ${floorLabel(apartment.floor)} · Apto ${apartment.number}`;
}

/** 'Visa' for 'VISA'; a brand we do not name is shown as the provider gave it. */
export function cardBrandLabel(brand: string | null): string {
  if (!brand) return 'Cartão';
  return CARD_BRAND_LABELS[brand.toUpperCase() as CardBrand] ?? brand;
}

/**
 * 'à vista, R$ 1.200,00', '3x de R$ 400,00 sem juros' or '12x de R$ 283,50 (total R$ 3.402,00)', as the
 * payment page offered it.
 */
export function installmentsLabel(amountCents: number, installments: number, totalCents: number): string {
  if (installments <= 1) return `à vista, ${formatMoney(totalCents)}`;
  const option = cardInstallmentOption(amountCents, installments);
  if (option && option.totalCents === totalCents) return describeInstallment(option);
  return `${installments}x de ${formatMoney(Math.round(totalCents / installments))} (total ${formatMoney(totalCents)})`;
}

export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  PIX: 'Pix',
  BANK_SLIP: 'boleto',
  CREDIT_CARD: 'cartão de crédito',
};

/** Pages of the web app, from PUBLIC_URL (with or without its trailing slash). */
export function webLinks(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    payment: (rentalId: string) => `${base}/locacao/pagamento/${encodeURIComponent(rentalId)}`,
    myRentals: `${base}/minhas-locacoes`,
    /** The customer's page of one rental (its stay, its extensions). */
    rental: (rentalId: string) => `${base}/minhas-locacoes/${encodeURIComponent(rentalId)}`,
    /** The fiador's page of the lease they guarantee. */
    guaranteedRental: (rentalId: string) => `${base}/fiador/locacoes/${encodeURIComponent(rentalId)}`,
    internalRules: `${base}/regulamento-interno`,
    cancellationPolicy: `${base}/politica-cancelamento`,
    projects: `${base}/projetos`,
  };
}
