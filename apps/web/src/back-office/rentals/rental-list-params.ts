import {
  ADMIN_RENTAL_SORTS,
  type AdminRentalSort,
  idSchema,
  isIsoDate,
  RENTAL_STATUSES,
  type RentalStatus,
  SORT_ORDERS,
  type SortOrder,
} from '@estadia/domain';

// The rentals list's filters, sort and page live in the URL query, so a view can be bookmarked or
// sent to a colleague. What the URL holds is read leniently: a value the list does not know is
// dropped (as if absent) rather than sent to the API to be refused.

export const RENTALS_PAGE_SIZE = 20;
/** The API's own limit for `q`. */
export const SEARCH_MAX_LENGTH = 120;

export interface RentalListParams {
  q?: string;
  status?: RentalStatus;
  projectId?: string;
  /** Rentals with a night on or after this day… */
  from?: string;
  /** …and on or before this one. */
  to?: string;
  sort: AdminRentalSort;
  order: SortOrder;
  page: number;
}

/** Newest first, as the API itself lists them. */
export const DEFAULT_RENTAL_LIST: RentalListParams = { sort: 'createdDate', order: 'desc', page: 1 };

const FILTER_KEYS = ['q', 'status', 'projectId', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((known) => known === value);
}

export function readRentalListParams(search: URLSearchParams): RentalListParams {
  const q = search.get('q')?.trim().slice(0, SEARCH_MAX_LENGTH) || undefined;
  const projectId = search.get('projectId') ?? '';
  const from = search.get('from');
  const to = search.get('to');
  const page = Number(search.get('page'));
  return {
    q,
    status: oneOf(RENTAL_STATUSES, search.get('status')),
    projectId: idSchema.safeParse(projectId).success ? projectId : undefined,
    from: isIsoDate(from) ? from : undefined,
    to: isIsoDate(to) ? to : undefined,
    sort: oneOf(ADMIN_RENTAL_SORTS, search.get('sort')) ?? DEFAULT_RENTAL_LIST.sort,
    order: oneOf(SORT_ORDERS, search.get('order')) ?? DEFAULT_RENTAL_LIST.order,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of a view: only what differs from the default, in a fixed order. */
export function writeRentalListParams(params: RentalListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  if (params.sort !== DEFAULT_RENTAL_LIST.sort || params.order !== DEFAULT_RENTAL_LIST.order) {
    search.set('sort', params.sort);
    search.set('order', params.order);
  }
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** A change of filter or sort starts again from the first page; a change of page keeps the rest. */
export function changeRentalListParams(
  params: RentalListParams,
  change: Partial<RentalListParams>,
): RentalListParams {
  return { ...params, page: 1, ...change };
}

/** The same view without any filter (the sort stays). */
export function clearRentalListFilters(params: RentalListParams): RentalListParams {
  return { sort: params.sort, order: params.order, page: 1 };
}

export function hasRentalListFilters(params: RentalListParams): boolean {
  return FILTER_KEYS.some((key: FilterKey) => Boolean(params[key]));
}

/** What GET /api/admin/rentals is asked for this view. */
export function rentalListQuery(params: RentalListParams) {
  return {
    q: params.q,
    status: params.status,
    projectId: params.projectId,
    from: params.from,
    to: params.to,
    sort: params.sort,
    order: params.order,
    page: params.page,
    pageSize: RENTALS_PAGE_SIZE,
  };
}
export type RentalListQuery = ReturnType<typeof rentalListQuery>;

/** The API refuses a window that ends before it starts: said before asking. */
export function rentalListRangeProblem(params: Pick<RentalListParams, 'from' | 'to'>): string | null {
  return params.from && params.to && params.to < params.from
    ? 'A data final deve ser igual ou posterior à inicial.'
    : null;
}
