import type { Executor } from '../../db/executor.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LockGrant, LockProvider, LockRevocation } from './lock-provider.ts';
import { writeSandboxLockCode } from './sandbox-lock-repository.ts';

/**
 * The built-in lock: no hardware, its memory a table (`sandbox_lock_codes`) that holds what a real lock
 * would, one row per grant. Writes follow the versions, as a real adapter must: the same version twice
 * writes once, an older one never overwrites a newer one.
 */
export class SandboxLockProvider implements LockProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  grant(grant: LockGrant): Promise<void> {
    return writeSandboxLockCode(this.db, {
      grant_id: grant.grantId,
      apartment_id: grant.apartmentId,
      code: grant.code,
      valid_from: grant.validFrom,
      valid_until: grant.validUntil,
      revoked_at: null,
      version: grant.version,
      updated_at: this.clock.now(),
    });
  }

  revoke(revocation: LockRevocation): Promise<void> {
    return writeSandboxLockCode(this.db, {
      grant_id: revocation.grantId,
      apartment_id: revocation.apartmentId,
      code: revocation.code,
      valid_from: revocation.validFrom,
      valid_until: revocation.validUntil,
      revoked_at: revocation.revokedAt,
      version: revocation.version,
      updated_at: this.clock.now(),
    });
  }
}
