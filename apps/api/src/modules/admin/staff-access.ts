import {
  areaPermission,
  BACK_OFFICE_ACCESS,
  errorResponseSchema,
  STAFF_ACCESS_LABELS,
  STAFF_AREA_LABELS,
  type StaffAccess,
  type StaffArea,
} from '@estadia/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermissions } from '../auth/authenticate.ts';

// What every back-office route shares: the hooks that check its permission, and how its OpenAPI entry
// names that permission (decision 0007).

export const STAFF_SECURITY = [{ bearerAuth: [] }];

/** OpenAPI tags of the back-office, one per area (listed in http/openapi.ts). */
export const ADMIN_TAGS: Record<StaffArea | 'dashboard', string[]> = {
  dashboard: ['Administração: painel'],
  rentals: ['Administração: locações'],
  calendar: ['Administração: calendário e bloqueios'],
  prices: ['Administração: preços'],
  payments: ['Administração: pagamentos'],
  reports: ['Administração: relatórios'],
  staff: ['Administração: equipe'],
  audit: ['Administração: auditoria'],
  frontDesk: ['Administração: recepção'],
  ledger: ['Administração: financeiro'],
};

export interface RoutePermission {
  area: StaffArea;
  access: StaffAccess;
}

/** `onRequest` of a back-office route: a login (401), then DASH and the area's entry (403 MISSING_PERMISSIONS). */
export function staffOnly(app: FastifyInstance, permission: RoutePermission | null) {
  const required = permission
    ? [BACK_OFFICE_ACCESS, areaPermission(permission.area, permission.access)]
    : [BACK_OFFICE_ACCESS];
  return [app.authenticate, requirePermissions(required)];
}

/** 'DASH · rentals:write' */
export function permissionName(permission: RoutePermission | null): string {
  return permission ? `DASH · ${permission.area}:${permission.access}` : 'DASH';
}

/** The sentence each back-office route's description ends with. */
export function permissionNote(permission: RoutePermission | null): string {
  if (!permission) return 'Permissão: `DASH` (qualquer membro da equipe).';
  const area = STAFF_AREA_LABELS[permission.area].toLowerCase();
  const access = STAFF_ACCESS_LABELS[permission.access];
  return `Permissão: \`${permissionName(permission)}\` (${access} ${area}).`;
}

/** The 401 and 403 answers of a back-office route, for its OpenAPI entry. */
export function staffErrors(permission: RoutePermission | null) {
  return {
    401: errorResponseSchema.describe('Sem login ou com sessão expirada (UNAUTHORIZED)'),
    403: errorResponseSchema.describe(
      `Sem a permissão \`${permissionName(permission)}\` (MISSING_PERMISSIONS)`,
    ),
  };
}

/** Who is acting, from where: what an audit entry records. */
export interface StaffActor {
  id: string;
  email: string;
  ip: string | null;
}

export function staffActor(request: FastifyRequest): StaffActor {
  const user = request.user;
  if (!user) throw new Error('staffActor called on a route without authentication');
  return { id: user.id, email: user.email, ip: request.ip?.slice(0, 64) ?? null };
}
