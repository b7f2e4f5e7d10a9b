import {
  type Address,
  type AdminRentalPayment,
  type CustomerDocument,
  formatCep,
  pluralWord,
  rentalShortId,
} from '@estadia/domain';

// The rental page's words for what the API answers as codes or parts.

type ConfirmationSource = NonNullable<AdminRentalPayment['paidVia']>;

export const PAYMENT_CONFIRMATION_LABELS: Record<ConfirmationSource, string> = {
  WEBHOOK: 'Automática, pelo provedor de pagamento',
  SANDBOX: 'Automática, pelo banco simulado (sandbox)',
  MANUAL: 'Baixa manual da equipe',
};

export const CUSTOMER_DOCUMENT_LABELS: Record<CustomerDocument['kind'], string> = {
  CPF: 'Documento do CPF',
  RG: 'Documento do RG',
};

/** 'Nenhuma', '1 vaga comum', '2 vagas comuns e 1 vaga coberta'. */
export function carSpotsText({ common, covered }: { common: number; covered: number }): string {
  const parts: string[] = [];
  if (common > 0) parts.push(`${common} ${pluralWord(common, 'vaga')} ${pluralWord(common, 'comum')}`);
  if (covered > 0) parts.push(`${covered} ${pluralWord(covered, 'vaga')} ${pluralWord(covered, 'coberta')}`);
  return parts.length > 0 ? parts.join(' e ') : 'Nenhuma';
}

/** 'Avenida Rondon Pacheco, 1000, Apto 12 · Centro · Uberlândia/MG · CEP 38400-100'; null when empty. */
export function addressText(address: Address): string | null {
  const street = [address.street, address.number, address.complement].filter(Boolean).join(', ');
  const city = [address.city.name, address.city.stateInitials].filter(Boolean).join('/');
  const parts = [
    street,
    address.neighborhood,
    city,
    address.postCode ? `CEP ${formatCep(address.postCode)}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** 'MG-12.345.678 · SSP/MG'; null when the customer gave no RG. */
export function rgText(customer: {
  rg: string | null;
  rgIssuer: string | null;
  rgIssuerState: string | null;
}): string | null {
  if (!customer.rg) return null;
  const issuer = [customer.rgIssuer, customer.rgIssuerState].filter(Boolean).join('/');
  return issuer ? `${customer.rg} · ${issuer}` : customer.rg;
}

/** 'Uberlândia/MG'; null when unknown. */
export function placeText(city: string | null, state: string | null): string | null {
  return [city, state].filter(Boolean).join('/') || null;
}

/** A document saved as 'rg-joana-araujo.png': who it is from, not the storage's random name. */
export function documentFileName(document: CustomerDocument, customerName: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(document.fileName)?.[1]?.toLowerCase() ?? 'pdf';
  const name = customerName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${document.kind.toLowerCase()}${name ? `-${name}` : ''}.${extension}`;
}

/** 'Locação 3F2A9C1B': the short code on the contract and the receipts. */
export function rentalTitle(rentId: string): string {
  return `Locação ${rentalShortId(rentId)}`;
}
