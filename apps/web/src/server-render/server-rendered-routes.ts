/**
 * The public pages the API renders on every request (docs/decisions/0012): their content does not
 * depend on who is looking. Pages behind login, the saved-selection page (it reads this browser's
 * storage) and the password reset (its code is personal) stay client-rendered.
 */
export const SERVER_RENDERED_ROUTES = [
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

export type ServerRenderedRoute = (typeof SERVER_RENDERED_ROUTES)[number];

/** The unit page: its content comes from the catalogue's project and modality. */
export const UNIT_ROUTE = '/projeto/:projectId/modalidade/:modalityId' satisfies ServerRenderedRoute;
