import {
  errorResponseSchema,
  formatBrDate,
  MISSING_PERMISSIONS_CODE,
  PERMISSION_DENIED_MESSAGE,
  type RentalScope,
  readsEveryRental,
  readsFrontDesk,
  rentalScopeOf,
  todayIso,
} from '@estadia/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { currentUser } from '../auth/authenticate.ts';

// The routes a staff member reaches either through the rentals area (every customer's rental) or through
// the front desk (the stays from yesterday to tomorrow): decision 0018. Outside the front desk's window a
// rental or a file answers 404, as for one that does not exist; a route outside both areas, 403.

/** `onRequest` of such a route: a login (401), then DASH with rentals:read or frontDesk:read (403). */
export function rentalsOrFrontDesk(app: FastifyInstance) {
  return [
    app.authenticate,
    async (request: FastifyRequest) => {
      const user = currentUser(request);
      if (!readsEveryRental(user) && !readsFrontDesk(user))
        throw new AppError(403, MISSING_PERMISSIONS_CODE, PERMISSION_DENIED_MESSAGE);
    },
  ];
}

/** The caller's scope today (Brasília). Only on routes guarded by `rentalsOrFrontDesk` or a front-desk area. */
export function rentalScope(request: FastifyRequest, clock: Clock): RentalScope {
  const scope = rentalScopeOf(currentUser(request), todayIso(clock.now()));
  if (!scope) throw new AppError(403, MISSING_PERMISSIONS_CODE, PERMISSION_DENIED_MESSAGE);
  return scope;
}

/** The front desk asked for a day it does not see: the rentals area's, not the door's. */
export function dayOutOfScope(scope: Extract<RentalScope, { kind: 'frontDesk' }>): AppError {
  return new AppError(
    403,
    MISSING_PERMISSIONS_CODE,
    `A recepção consulta apenas os dias de ${formatBrDate(scope.window.from)} a ${formatBrDate(scope.window.to)}. ` +
      'Para outras datas, peça a quem cuida das locações.',
  );
}

export const RENTALS_OR_FRONT_DESK_NOTE =
  'Permissão: `DASH · rentals:read` (consultar locações), que vê todas, ou `DASH · frontDesk:read` ' +
  '(consultar recepção), que vê só as estadas de ontem a amanhã (horário de Brasília): fora delas, 404.';

/** The 401 and 403 answers of such a route, for its OpenAPI entry. */
export function rentalsOrFrontDeskErrors() {
  return {
    401: errorResponseSchema.describe('Sem login ou com sessão expirada (UNAUTHORIZED)'),
    403: errorResponseSchema.describe(
      'Sem `DASH · rentals:read` nem `DASH · frontDesk:read` (MISSING_PERMISSIONS)',
    ),
  };
}
