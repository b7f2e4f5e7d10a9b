import { isBackOfficeBuild } from '../config/env';

/**
 * The public pages the API renders on every request (docs/decisions/0012): their content does not
 * depend on who is looking. Pages behind login, the saved-selection page (it reads this browser's
 * storage) and the password reset (its code is personal) stay client-rendered.
 */
const CUSTOMER_ROUTES = [
  '/home',
  '/projetos',
  '/projeto/:projectId/modalidade/:modalityId',
  '/faq',
  '/termos-e-politica',
  '/politica-cancelamento',
  '/regulamento-interno',
  '/reserva-corporativa',
  '/login',
  '/cadastro',
  '/recuperar-senha',
] as const;

export type ServerRenderedRoute = (typeof CUSTOMER_ROUTES)[number];

/**
 * The back-office's server entry (`--mode admin`) renders only its login: the one page a person without
 * a session opens, with nothing personal in it. The paths are the router's, inside its basename (the
 * server answers it at /admin/login).
 */
const BACK_OFFICE_ROUTES = ['/login'] as const satisfies readonly ServerRenderedRoute[];

export const SERVER_RENDERED_ROUTES: readonly ServerRenderedRoute[] = isBackOfficeBuild
  ? BACK_OFFICE_ROUTES
  : CUSTOMER_ROUTES;

/** The unit page: its content comes from the catalogue's project and modality. */
export const UNIT_ROUTE = '/projeto/:projectId/modalidade/:modalityId' satisfies ServerRenderedRoute;
