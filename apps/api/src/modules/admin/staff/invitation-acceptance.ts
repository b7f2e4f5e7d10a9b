import { type AcceptStaffInvitationRequest, withStaffRole } from '@estadia/domain';
import type { Kysely } from 'kysely';
import { toJson } from '../../../db/json.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { PasswordHasher } from '../../../lib/passwords/password-hasher.ts';
import { enforceRateLimit } from '../../../lib/rate-limit/enforce-rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../../lib/rate-limit/rate-limiter.ts';
import { hashSecret, looksLikeSessionToken } from '../../../lib/tokens/session-token.ts';
import { updatePasswordHash, updateUser } from '../../account/commands.ts';
import { findUserById, lockUser } from '../../account/queries.ts';
import { assertStrongPassword } from '../../auth/service.ts';
import type { SessionService } from '../../auth/session-service.ts';
import { recordAudit } from '../audit/audit-trail.ts';
import { findOpenInvitation, markInvitationAccepted } from './repository.ts';

/** Guesses of invitation codes from one address (each code has 256 bits: this only curbs noise). */
export const INVITATION_ACCEPT_PER_IP: RateLimitRule = {
  name: 'staff-invitation-ip',
  max: 10,
  windowMs: 15 * 60_000,
};

export interface AcceptanceOptions {
  db: Kysely<Database>;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: SessionService;
  limiter: RateLimiter;
}

const invalidInvitation = () =>
  new AppError(400, 'INVALID_INVITATION', 'Convite inválido, já usado ou expirado. Peça um novo convite.', {
    issues: [{ path: 'code', message: 'Convite inválido, já usado ou expirado.' }],
  });
const wrongPassword = () =>
  new AppError(
    400,
    'WRONG_PASSWORD',
    'Senha incorreta. Use a senha da sua conta na Estadia ou redefina-a em “Esqueci minha senha”.',
    { issues: [{ path: 'password', message: 'Senha incorreta' }] },
  );

/**
 * Public: the invited person accepts with the code of the e-mailed link, which proves they read that
 * address, once. An account the invitation created gets its first password; an account that existed
 * before must also give its current password, so neither the address alone nor the account alone is
 * enough (whoever signed up with someone else's address never sees the link; whoever reads the mail of
 * an account they do not own must first reset its password, which ends that account's sessions). Only
 * then does the role apply; every session of the account ends, so none opened before this proof
 * reaches the back-office, and the acceptance is audited as the person's own act.
 */
export async function acceptStaffInvitation(
  { db, clock, hasher, sessions, limiter }: AcceptanceOptions,
  request: AcceptStaffInvitationRequest,
  ip: string | null,
): Promise<void> {
  await enforceRateLimit(limiter, INVITATION_ACCEPT_PER_IP, ip ?? 'unknown');
  if (!looksLikeSessionToken(request.code)) throw invalidInvitation();
  const codeHash = hashSecret(request.code);
  const invitation = await findOpenInvitation(db, codeHash, clock.now());
  if (!invitation) throw invalidInvitation();
  const user = await findUserById(db, invitation.user_id);
  if (!user) throw invalidInvitation();
  let newPasswordHash: string | null = null;
  if (invitation.existing_account) {
    if (!(await hasher.verify(request.password, user.password_hash))) throw wrongPassword();
  } else {
    assertStrongPassword(request.password, user.email);
    newPasswordHash = await hasher.hash(request.password);
  }
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    // The row lock makes the code single-use even when two acceptances race with it.
    const locked = await findOpenInvitation(trx, codeHash, now, { lock: true });
    if (!locked) throw invalidInvitation();
    const account = await lockUser(trx, locked.user_id);
    if (!account) throw invalidInvitation();
    // The password checked above was changed in the meantime: check the new one, from the start.
    if (locked.existing_account && account.password_hash !== user.password_hash) throw wrongPassword();
    await markInvitationAccepted(trx, locked.id, now);
    if (newPasswordHash) await updatePasswordHash(trx, account.id, newPasswordHash);
    await updateUser(trx, account.id, {
      permissions: toJson(withStaffRole(account.permissions, locked.role)),
    });
    await sessions.revokeAllOf(account.id, trx);
    await recordAudit(
      trx,
      { id: account.id, email: account.email, ip: ip?.slice(0, 64) ?? null },
      {
        action: 'staff.accept',
        target: `user:${account.id}`,
        details: { email: account.email, role: locked.role, existingAccount: locked.existing_account },
      },
      now,
    );
  });
}
