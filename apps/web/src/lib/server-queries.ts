// The query answers a server-rendered page was rendered with (src/server-render). The server puts them
// in a `<script type="application/json">` (data, never executed, so the strict CSP allows it); the
// client reads them before hydrating, so its first render shows the very same content. Screens that
// run without the query library (/home) read them here; the others find them in the query cache.

/** One query answer: the TanStack Query key and the data the server fetched for it. */
export interface ServerQuery {
  key: readonly unknown[];
  data: unknown;
}

/** The id of the JSON element the server writes and the client reads. */
export const SERVER_QUERIES_ELEMENT_ID = 'estadia-queries';

let current = new Map<string, unknown>();

const keyOf = (key: readonly unknown[]) => JSON.stringify(key);

/** Server: before each (synchronous) render. Client: once, before hydrating. */
export function setServerQueries(queries: readonly ServerQuery[]): void {
  current = new Map(queries.map((query) => [keyOf(query.key), query.data]));
}

/** The answer the page was rendered with for `key`, if the server sent one. */
export function serverQueryData<T>(key: readonly unknown[]): T | undefined {
  return current.get(keyOf(key)) as T | undefined;
}

/** Reads what the server wrote into the page; an empty list when it wrote nothing readable. */
export function readServerQueries(document: Document): ServerQuery[] {
  const element = document.getElementById(SERVER_QUERIES_ELEMENT_ID);
  if (!element?.textContent) return [];
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return Array.isArray(parsed) ? (parsed as ServerQuery[]) : [];
  } catch {
    return [];
  }
}
