import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeRentalListParams,
  clearRentalListFilters,
  type RentalListParams,
  readRentalListParams,
  writeRentalListParams,
} from './rental-list-params';

/**
 * The rentals list's view, read from and written to the URL query. Each change is computed from the
 * URL as it is when applied (not as it was rendered), so a late debounced search cannot undo a filter
 * picked meanwhile.
 */
export function useRentalListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readRentalListParams(search), [search]);

  const change = useCallback(
    (changes: Partial<RentalListParams>, { replace = false }: { replace?: boolean } = {}) =>
      setSearch(
        (current) => writeRentalListParams(changeRentalListParams(readRentalListParams(current), changes)),
        {
          replace,
        },
      ),
    [setSearch],
  );

  const clearFilters = useCallback(
    () =>
      setSearch((current) => writeRentalListParams(clearRentalListFilters(readRentalListParams(current)))),
    [setSearch],
  );

  return { params, search: search.toString(), change, clearFilters };
}
