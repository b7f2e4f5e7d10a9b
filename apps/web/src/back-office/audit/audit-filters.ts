import {
  type AuditAction,
  auditActionSchema,
  compareIsoDates,
  type IsoDate,
  idSchema,
  isIsoDate,
} from '@estadia/domain';

/** A page of the log holds this many entries. */
export const AUDIT_PAGE_SIZE = 20;

/** What the log is filtered by, as the URL keeps it (so a view can be shared). */
export interface AuditFilters {
  action?: AuditAction;
  actorId?: string;
  /** 'rental:<id>', 'payment:<id>'…, as the entries name their target. */
  target?: string;
  from?: IsoDate;
  to?: IsoDate;
  page: number;
}

export type AuditApiQuery = Omit<AuditFilters, 'page'> & { page: number; pageSize: number };

/** The URL's names for each filter (Portuguese, like the rest of the app's addresses). */
const PARAMS = {
  action: 'acao',
  actorId: 'quem',
  target: 'alvo',
  from: 'de',
  to: 'ate',
  page: 'pagina',
} as const;

const TARGET_PATTERN = /^[a-z]+:[\w-]{1,100}$/;

function readPage(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The filters in the URL, each kept only when the API would accept it: a hand-edited or outdated
 * address shows the log with what makes sense, not an error. An end before the start is dropped.
 */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = { page: readPage(params.get(PARAMS.page)) };
  const action = auditActionSchema.safeParse(params.get(PARAMS.action));
  if (action.success) filters.action = action.data;
  const actorId = idSchema.safeParse(params.get(PARAMS.actorId));
  if (actorId.success) filters.actorId = actorId.data;
  const target = params.get(PARAMS.target)?.trim();
  if (target && TARGET_PATTERN.test(target)) filters.target = target;
  const from = params.get(PARAMS.from);
  if (isIsoDate(from)) filters.from = from;
  const to = params.get(PARAMS.to);
  if (isIsoDate(to) && !(filters.from && compareIsoDates(to, filters.from) < 0)) filters.to = to;
  return filters;
}

/** The URL query of the filters; the first page and empty filters are left out. */
export function auditSearch(filters: AuditFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.action) search[PARAMS.action] = filters.action;
  if (filters.actorId) search[PARAMS.actorId] = filters.actorId;
  if (filters.target) search[PARAMS.target] = filters.target;
  if (filters.from) search[PARAMS.from] = filters.from;
  if (filters.to) search[PARAMS.to] = filters.to;
  if (filters.page > 1) search[PARAMS.page] = String(filters.page);
  return search;
}

/** What GET /api/admin/audit is asked (the API's own names). */
export function auditApiQuery(filters: AuditFilters): AuditApiQuery {
  const query: AuditApiQuery = { page: filters.page, pageSize: AUDIT_PAGE_SIZE };
  if (filters.action) query.action = filters.action;
  if (filters.actorId) query.actorId = filters.actorId;
  if (filters.target) query.target = filters.target;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

/** Whether anything narrows the log (for the empty state's wording and 'Limpar filtros'). */
export function isFiltered(filters: AuditFilters): boolean {
  return Boolean(filters.action || filters.actorId || filters.target || filters.from || filters.to);
}
