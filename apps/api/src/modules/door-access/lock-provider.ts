/**
 * The port the building's lock system plugs into (decision 0019), like the payment provider's: the
 * built-in sandbox by default, a vendor's cloud API (TTLock, Nuki, Salto KS…) behind the same calls.
 * The door-access module only ever talks to this interface, from the `door.sync` job.
 *
 * Both calls are idempotent by `grantId` + `version`: the job that makes them may run again after a
 * crash or a timeout, and the lock must end in the same state without a second code.
 */
export interface LockProvider {
  readonly name: string;
  /** Makes the lock accept `code` from `validFrom` to `validUntil`, and no other window for this grant. */
  grant(grant: LockGrant): Promise<void>;
  /** Makes the lock refuse this grant's code from now on (a grant the lock never had is no error). */
  revoke(revocation: LockRevocation): Promise<void>;
}

export interface LockGrant {
  /** Our id of the grant: the adapter's reference to the PIN it creates at the vendor. */
  grantId: string;
  /** Raised at each change of the grant: a write of an older version than the lock's is ignored. */
  version: number;
  apartmentId: string;
  code: string;
  validFrom: Date;
  validUntil: Date;
}

/** The grant as it was, and when it stopped: an adapter that never had it may still record the refusal. */
export interface LockRevocation extends LockGrant {
  revokedAt: Date;
}
