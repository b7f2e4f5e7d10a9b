import type { ProfileFields } from '@estadia/domain';
import type { ProfileRow } from './repository.ts';

/** The user's columns in the shape the domain's completeness checks read. */
export function toProfileFields(row: ProfileRow | undefined): ProfileFields | null {
  if (!row) return null;
  return {
    name: row.name,
    birthdate: row.birthdate,
    hometown: row.hometown,
    hometownState: row.hometown_state,
    profession: row.profession,
    rg: row.rg,
    rgIssuer: row.rg_issuer,
    rgIssuerState: row.rg_issuer_state,
    cpfOrCnpj: row.cpf_or_cnpj,
    fathersFullName: row.fathers_full_name,
    mothersFullName: row.mothers_full_name,
    cpfFileName: row.cpf_file_name,
    rgFileName: row.rg_file_name,
    address: {
      street: row.address_street,
      number: row.address_number,
      complement: row.address_complement,
      postCode: row.address_post_code,
      neighborhood: row.address_neighborhood,
      city: { name: row.address_city_name, stateInitials: row.address_state_initials },
    },
  };
}
