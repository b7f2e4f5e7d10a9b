import type { User } from '@estadia/domain';
import type { UserRow } from '../../db/schema.ts';

/** The user as the API shows it: every profile field, never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    birthdate: row.birthdate,
    hometown: row.hometown,
    hometownState: row.hometown_state as User['hometownState'],
    profession: row.profession,
    rg: row.rg,
    rgIssuer: row.rg_issuer,
    rgIssuerState: row.rg_issuer_state as User['rgIssuerState'],
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
      city: {
        name: row.address_city_name,
        stateInitials: row.address_state_initials as User['address']['city']['stateInitials'],
      },
    },
    permissions: row.permissions.map((permission) => ({
      module: permission.module,
      ...(permission.controller != null ? { controller: permission.controller } : {}),
      ...(permission.access != null ? { access: permission.access } : {}),
    })),
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
  };
}
