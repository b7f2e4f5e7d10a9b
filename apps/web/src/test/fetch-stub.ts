import { type Mock, vi } from 'vitest';

type FetchAnswer = (url: string, init?: RequestInit) => Response | Promise<Response>;

/**
 * Replaces the global fetch with a mock for the current test; with no answer, any call returns
 * nothing (for tests that check nothing was sent). Undo with `vi.unstubAllGlobals()`.
 */
export function stubFetch(answer?: FetchAnswer): Mock<FetchAnswer> {
  const fetchMock = answer ? vi.fn(answer) : vi.fn<FetchAnswer>();
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** An answer of the API with a JSON body. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A refusal of the API with per-field messages (a 400 validation error unless told). */
export function issuesResponse(
  issues: { path: string; message: string }[],
  {
    status = 400,
    code = 'VALIDATION_ERROR',
    message = 'Dados inválidos.',
  }: { status?: number; code?: string; message?: string } = {},
): Response {
  return jsonResponse(status, { statusCode: status, code, message, issues });
}

/** The `index`-th request the mock received: its URL, method and JSON body. */
export function sentRequest(fetchMock: Mock<FetchAnswer>, index = 0) {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch was called ${fetchMock.mock.calls.length} time(s), not ${index + 1}`);
  const [url, init] = call;
  return { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
}
