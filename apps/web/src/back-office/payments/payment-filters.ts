import {
  type AdminPaymentListQuery,
  isIsoDate,
  type PaymentStatus,
  type PaymentType,
  paymentStatusSchema,
  paymentTypeSchema,
} from '@estadia/domain';

// The ledger's filters live in the URL (?status=PENDING&paymentType=PIX&from=…&to=…&page=2), so a view
// can be shared. A value the API would refuse is dropped instead of showing an error for a bad link.

export const PAYMENTS_PAGE_SIZE = 20;

export interface PaymentFilters {
  status?: PaymentStatus;
  paymentType?: PaymentType;
  /** Created from this day (Brasília), included. */
  from?: string;
  /** Created up to this day (Brasília), included. */
  to?: string;
  page: number;
}

export function filtersFromSearch(search: URLSearchParams): PaymentFilters {
  const status = paymentStatusSchema.safeParse(search.get('status'));
  const paymentType = paymentTypeSchema.safeParse(search.get('paymentType'));
  const from = search.get('from');
  const to = search.get('to');
  const page = Number(search.get('page'));
  const filters: PaymentFilters = { page: Number.isInteger(page) && page > 1 ? page : 1 };
  if (status.success) filters.status = status.data;
  if (paymentType.success) filters.paymentType = paymentType.data;
  if (isIsoDate(from)) filters.from = from;
  // An end before the start would be refused: the end is dropped.
  if (isIsoDate(to) && !(filters.from && to < filters.from)) filters.to = to;
  return filters;
}

/** The URL of a view; the first page and empty filters are left out. */
export function searchFromFilters(filters: PaymentFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.paymentType) search.set('paymentType', filters.paymentType);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** Any filter changed shows its first page. */
export function withFilter(filters: PaymentFilters, change: Partial<Omit<PaymentFilters, 'page'>>) {
  return { ...filters, ...change, page: 1 };
}

export function paymentListQuery(filters: PaymentFilters): AdminPaymentListQuery {
  return { ...filters, pageSize: PAYMENTS_PAGE_SIZE };
}

export function hasFilters(filters: PaymentFilters): boolean {
  return Boolean(filters.status || filters.paymentType || filters.from || filters.to);
}
