import {
  hasPermissions,
  MISSING_PERMISSIONS_CODE,
  PERMISSION_DENIED_MESSAGE,
  type PermissionEntry,
} from '@estadia/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { BEARER_CHALLENGE, currentUser, LOGIN_REQUIRED_MESSAGE } from '../../http/current-user.ts';
import type { SessionService } from './session-service.ts';

// Every module's routes read the caller with currentUser; it lives in http/current-user.ts.
export { currentUser, LOGIN_REQUIRED_MESSAGE };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook of every route that needs a logged-in user: `{ onRequest: app.authenticate }` (before the
     * body is even read). Answers 401 UNAUTHORIZED without a valid bearer token; sets `request.user`.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

const EXPIRED_CHALLENGE = { 'www-authenticate': 'Bearer realm="estadia", error="invalid_token"' };

export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Faça o login novamente.';

/** Installs `app.authenticate` and `request.user` on the root instance, for every module. */
export function registerAuthentication(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) {
      throw new AppError(401, 'UNAUTHORIZED', LOGIN_REQUIRED_MESSAGE, { headers: BEARER_CHALLENGE });
    }
    const user = await sessions.resolve(token);
    if (!user)
      throw new AppError(401, 'UNAUTHORIZED', SESSION_EXPIRED_MESSAGE, { headers: EXPIRED_CHALLENGE });
    request.user = user;
  });
}

/**
 * For routes that need permissions besides a login, after `app.authenticate`:
 * `{ onRequest: [app.authenticate, requirePermissions([{ module: 'DASH' }])] }` → 403 MISSING_PERMISSIONS.
 */
export function requirePermissions(
  required: readonly PermissionEntry[],
): (request: FastifyRequest) => Promise<void> {
  return async (request: FastifyRequest) => {
    if (!hasPermissions(currentUser(request), required)) {
      throw new AppError(403, MISSING_PERMISSIONS_CODE, PERMISSION_DENIED_MESSAGE);
    }
  };
}

/** 'Bearer <token>' (scheme in any letter case); undefined when the header is absent or of another kind. */
function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer[ ]+([^\s]+)[ ]*$/i.exec(header);
  return match?.[1];
}
