import type { AccountTables } from './account-schema.ts';
import type { CatalogTables } from './catalog-schema.ts';
import type { DepositTables } from './deposit-schema.ts';
import type { DoorAccessTables } from './door-access-schema.ts';
import type { GuaranteeTables } from './guarantee-schema.ts';
import type { LedgerTables } from './ledger-schema.ts';
import type { OperationsTables } from './operations-schema.ts';
import type { PaymentTables } from './payment-schema.ts';
import type { PlatformTables } from './platform-schema.ts';
import type { RentalTables } from './rental-schema.ts';
import type { DataRetentionTable } from './retention-schema.ts';
import type { TransferLetterTables } from './transfer-letter-schema.ts';

// The database as Kysely sees it: each area's tables, with their row types, in its own *-schema.ts file.
// Code imports any table or row type from here.

export type * from './account-schema.ts';
export type * from './catalog-schema.ts';
export type * from './column-types.ts';
export type * from './deposit-schema.ts';
export type * from './guarantee-schema.ts';
export type * from './operations-schema.ts';
export type * from './payment-schema.ts';
export type * from './platform-schema.ts';
export type * from './rental-schema.ts';

export interface Database
  extends PlatformTables,
    AccountTables,
    CatalogTables,
    RentalTables,
    GuaranteeTables,
    DepositTables,
    PaymentTables,
    OperationsTables,
    DoorAccessTables,
    LedgerTables,
    TransferLetterTables {
  data_retention: DataRetentionTable;
}
