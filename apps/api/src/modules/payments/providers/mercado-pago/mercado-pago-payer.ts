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

/** Our payer as Mercado Pago's `payer` object; a boleto needs the address, so it goes whenever we have it. */
export function toMercadoPagoPayer(payer: Payer): MercadoPagoPayer {
  const [firstName = payer.name, ...rest] = payer.name.trim().split(/\s+/);
  const body: MercadoPagoPayer = {
    email: payer.email,
    first_name: firstName,
    identification: identificationOf(payer.cpfOrCnpj),
  };
  if (rest.length > 0) body.last_name = rest.join(' ');
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
