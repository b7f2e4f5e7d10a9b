import type { ProjectListResponse } from '@estadia/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { shouldRetry } from '@/lib/api-error';
import { getProjects, projectsQueryOptions } from '@/lib/catalog/projects-query';
import type { WithDates } from '@/lib/date-fields';
import { loadedQueryClient, whenQueryClientLoaded } from '@/lib/query-client-loader';
import { serverQueryData } from '@/lib/server-queries';

type Projects = WithDates<ProjectListResponse>;

export type FeaturedProjectsResult = { isFetching: boolean; error: unknown; refetch: () => void } & (
  | { isPending: true; isError: false; data: undefined }
  | { isPending: false; isError: true; data: Projects | undefined }
  | { isPending: false; isError: false; data: Projects }
);

/** Waits as the query client does between retries: 1 s, then 2 s. */
const retryDelay = (failureCount: number) =>
  new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** failureCount));

/** GET /projects with the app's retry policy (server errors, twice), without the query library. */
async function fetchDirectly(): Promise<Projects> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await getProjects();
    } catch (error) {
      if (!shouldRetry(failures, error)) throw error;
      await retryDelay(failures);
    }
  }
}

/** Hands a directly fetched list to the query cache once the library is loaded, unless it has one. */
function shareWithCache(projects: Projects, fetchedAt: number): void {
  whenQueryClientLoaded((queryClient) => {
    const { queryKey } = projectsQueryOptions();
    if (queryClient.getQueryData(queryKey) !== undefined) return;
    queryClient.setQueryData(queryKey, projects, { updatedAt: fetchedAt });
  });
}

/**
 * The project list of /home's featured section, shaped like `useProjects()`. The first visit to /home
 * does not download the query library: without a loaded client the list is fetched directly and later
 * handed to the cache (the search modal and /projetos reuse it); with one, it goes through the cache.
 */
export function useFeaturedProjects(): FeaturedProjectsResult {
  // A server-rendered /home came with the list (src/server-render): it is current, no need to ask again.
  const [fromServer] = useState(() => serverQueryData<Projects>(projectsQueryOptions().queryKey));
  const [data, setData] = useState<Projects | undefined>(
    () => loadedQueryClient()?.getQueryData(projectsQueryOptions().queryKey) ?? fromServer,
  );
  // The last attempt's failure; null while none failed.
  const [error, setError] = useState<unknown>(null);
  const [isFetching, setFetching] = useState(false);
  const latest = useRef(0);

  const load = useCallback(() => {
    const attempt = ++latest.current;
    const queryClient = loadedQueryClient();
    setFetching(true);
    const request = queryClient ? queryClient.fetchQuery(projectsQueryOptions()) : fetchDirectly();
    request.then(
      (projects) => {
        if (!queryClient) shareWithCache(projects, Date.now());
        if (attempt !== latest.current) return;
        setData(projects);
        setError(null);
        setFetching(false);
      },
      (failure: unknown) => {
        if (attempt !== latest.current) return;
        setError(failure ?? new Error('GET /projects failed'));
        setFetching(false);
      },
    );
  }, []);

  useEffect(() => {
    if (fromServer) shareWithCache(fromServer, Date.now());
    else load();
    // A late answer after leaving the page is ignored.
    return () => {
      latest.current += 1;
    };
  }, [load, fromServer]);

  const common = { isFetching, error, refetch: load };
  if (error !== null) return { ...common, isPending: false, isError: true, data };
  if (data === undefined) return { ...common, isPending: true, isError: false, data };
  return { ...common, isPending: false, isError: false, data };
}
