import type { Permission } from '@estadia/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** Who is calling, as the auth module's `app.authenticate` finds it from the session. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  permissions: Permission[];
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on routes that do not use it. Read it with `currentUser`. */
    user: AuthenticatedUser | null;
  }
}

export const LOGIN_REQUIRED_MESSAGE = 'É preciso entrar na sua conta.';
export const BEARER_CHALLENGE = { 'www-authenticate': 'Bearer realm="estadia"' };

/**
 * The logged-in user of a route guarded by `app.authenticate`. Here, below the modules, so that the one
 * that owns the users (account) reads it without importing the login module built on it.
 */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user)
    throw new AppError(401, 'UNAUTHORIZED', LOGIN_REQUIRED_MESSAGE, { headers: BEARER_CHALLENGE });
  return request.user;
}
