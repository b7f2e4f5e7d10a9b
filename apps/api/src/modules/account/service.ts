import type { UpdateMeRequest, User } from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Database, UserUpdate } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isForeignKeyViolation } from '../../lib/postgres-errors.ts';
import { isOwnedBy } from '../uploads/queries.ts';
import { findUserById, lockUser, updateUser } from './repository.ts';
import { toUser } from './user-view.ts';

export const FILE_NOT_OWNED_MESSAGE =
  'O arquivo informado não foi encontrado entre os arquivos que você enviou.';

export class AccountService {
  constructor(private readonly db: Kysely<Database>) {}

  async getMe(userId: string): Promise<User> {
    const row = await findUserById(this.db, userId);
    // The session was valid a moment ago: the account has just been removed.
    if (!row) throw new AppError(401, 'UNAUTHORIZED', 'Sua sessão expirou. Faça o login novamente.');
    return toUser(row);
  }

  /** PATCH semantics: an absent field stays, null clears it; the address merges field by field. */
  async updateMe(userId: string, changes: UpdateMeRequest): Promise<User> {
    for (const fileName of [changes.cpfFileName, changes.rgFileName]) {
      if (fileName && !(await isOwnedBy(this.db, fileName, userId))) {
        throw new AppError(422, 'FILE_NOT_OWNED', FILE_NOT_OWNED_MESSAGE);
      }
    }
    try {
      const row = await this.db.transaction().execute(async (trx) => {
        if (!(await lockUser(trx, userId))) {
          throw new AppError(401, 'UNAUTHORIZED', 'Sua sessão expirou. Faça o login novamente.');
        }
        return updateUser(trx, userId, toColumns(changes));
      });
      return toUser(row);
    } catch (error) {
      // The database holds the same rule (users_*_file_fkey), in case the file changed hands meanwhile.
      if (isForeignKeyViolation(error)) throw new AppError(422, 'FILE_NOT_OWNED', FILE_NOT_OWNED_MESSAGE);
      throw error;
    }
  }
}

function toColumns(changes: UpdateMeRequest): UserUpdate {
  const columns: UserUpdate = {};
  const set = <K extends keyof UserUpdate>(column: K, value: UserUpdate[K] | undefined) => {
    if (value !== undefined) columns[column] = value;
  };
  set('name', changes.name);
  set('phone', changes.phone);
  set('birthdate', changes.birthdate);
  set('hometown', changes.hometown);
  set('hometown_state', changes.hometownState);
  set('profession', changes.profession);
  set('rg', changes.rg);
  set('rg_issuer', changes.rgIssuer);
  set('rg_issuer_state', changes.rgIssuerState);
  set('cpf_or_cnpj', changes.cpfOrCnpj);
  set('fathers_full_name', changes.fathersFullName);
  set('mothers_full_name', changes.mothersFullName);
  set('cpf_file_name', changes.cpfFileName);
  set('rg_file_name', changes.rgFileName);
  const address = changes.address;
  if (address) {
    set('address_street', address.street);
    set('address_number', address.number);
    set('address_complement', address.complement);
    set('address_post_code', address.postCode);
    set('address_neighborhood', address.neighborhood);
    set('address_city_name', address.city?.name);
    set('address_state_initials', address.city?.stateInitials);
  }
  return columns;
}
