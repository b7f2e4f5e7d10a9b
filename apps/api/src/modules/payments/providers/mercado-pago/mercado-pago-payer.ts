import type { Payer } from '../payment-provider.ts';

export interface MercadoPagoPayer {
  email: string;
  first_name: string;
  last_name?: string;
  identification: { type: 'CPF' | 'CNPJ'; number: string };
  address?: {
    zip_code: string;
    street_name: string;
    street_number: string;
    neighborhood: string;
    city: string;
    federal_unit: string;
  };
}

/** A CPF has 11 digits, a CNPJ 14: the digits alone say which document it is. */
export function identificationOf(cpfOrCnpj: string): MercadoPagoPayer['identification'] {
  return { type: cpfOrCnpj.length === 14 ? 'CNPJ' : 'CPF', number: cpfOrCnpj };
}

/** First name and the rest, as Mercado Pago's payer takes them; `last` is empty for a one-word name. */
export function splitName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

/**
 * Why Mercado Pago would refuse this payer for a boleto, in Portuguese, or null: a boleto names its
 * payer in full (first and last name) with their address.
 */
export function boletoPayerProblem(payer: Payer): string | null {
  if (!splitName(payer.name).last) {
    return 'Para emitir boleto, o Mercado Pago exige nome e sobrenome do pagador: complete seu nome no perfil.';
  }
  if (!payer.address) {
    return 'Para emitir boleto, o Mercado Pago exige o endereço completo do pagador: complete-o no perfil.';
  }
  return null;
}

/** Our payer as Mercado Pago's `payer` object; a boleto needs the address, so it goes whenever we have it. */
export function toMercadoPagoPayer(payer: Payer): MercadoPagoPayer {
  const { first, last } = splitName(payer.name);
  const body: MercadoPagoPayer = {
    email: payer.email,
    first_name: first,
    identification: identificationOf(payer.cpfOrCnpj),
  };
  if (last) body.last_name = last;
  if (payer.address) {
    body.address = {
      zip_code: payer.address.postCode,
      street_name: payer.address.street,
      street_number: payer.address.number,
      neighborhood: payer.address.neighborhood,
      city: payer.address.city,
      federal_unit: payer.address.stateInitials,
    };
  }
  return body;
}
