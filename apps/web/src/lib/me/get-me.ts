import { useQuery } from '@tanstack/react-query';
import { hasToken } from '../session';
import { meQueryOptions } from './me-query';

export type { ActiveUser } from './me-query';

/** The active user; null or undefined when nobody is logged in. */
export function useMe() {
  return useQuery({ ...meQueryOptions(), enabled: hasToken() });
}
