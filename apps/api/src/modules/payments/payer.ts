import type { Executor } from '../../db/executor.ts';
import { findUserById } from '../account/queries.ts';
import type { Payer } from './providers/payment-provider.ts';

/** The customer as a provider needs them on a charge (a boleto names its payer and their address). */
export async function findPayer(db: Executor, userId: string): Promise<Payer> {
  const row = await findUserById(db, userId);
  if (!row) throw new Error(`No user ${userId} to charge`);
  const complete =
    row.address_street &&
    row.address_number &&
    row.address_neighborhood &&
    row.address_city_name &&
    row.address_state_initials &&
    row.address_post_code;
  return {
    name: row.name,
    email: row.email,
    cpfOrCnpj: (row.cpf_or_cnpj ?? '').replace(/\D/g, ''),
    address: complete
      ? {
          street: row.address_street!,
          number: row.address_number!,
          neighborhood: row.address_neighborhood!,
          city: row.address_city_name!,
          stateInitials: row.address_state_initials!,
          postCode: row.address_post_code!.replace(/\D/g, ''),
        }
      : null,
  };
}
