import { describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError, NetworkError } from './api-error';
import { buildUrl, createHttpClient, type HttpDependencies } from './http';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(
  respond: (url: string, init: RequestInit) => Promise<Response> | Response,
  token: string | null = 'tk',
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const deps: HttpDependencies = {
    baseUrl: () => '/api',
    getToken: () => token,
    fetch: vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return respond(url, init);
    }),
    onNetworkError: vi.fn(),
    onSessionExpired: vi.fn(),
    onMissingPermissions: vi.fn(),
  };
  return { client: createHttpClient(deps), deps, calls };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('buildUrl', () => {
  it('joins base and path with one slash and drops empty query values', () => {
    expect(buildUrl('/api', 'me')).toBe('/api/me');
    expect(buildUrl('/api/', '/upload')).toBe('/api/upload');
    expect(
      buildUrl('http://x.test/api', 'projects', { city: 'Uberlândia', start: undefined, page: 2, end: '' }),
    ).toBe('http://x.test/api/projects?city=Uberl%C3%A2ndia&page=2');
  });
});

describe('createHttpClient', () => {
  it('sends the bearer token when there is one', async () => {
    const { client, calls } = setup(() => json(200, {}));
    await client.get('me');
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer tk');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, calls } = setup(() => json(200, {}), null);
    await client.get('projects');
    expect(new Headers(calls[0]?.init.headers).has('Authorization')).toBe(false);
  });

  it('posts JSON, converting a Date birth date to a calendar date and an empty one to null', async () => {
    const { client, calls } = setup(() => json(200, {}));
    await client.patch('me', { name: 'Ana', birthdate: new Date(1990, 4, 7), address: { birthDate: '' } });
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      name: 'Ana',
      birthdate: '1990-05-07',
      address: { birthDate: null },
    });
  });

  it('turns createdDate, updatedDate and the birth date of answers into Dates, at any depth', async () => {
    const { client } = setup(() =>
      json(200, {
        birthdate: '1990-05-07',
        createdDate: '2025-01-31T14:00:00.000Z',
        items: [{ updatedDate: '2025-02-01T10:00:00.000Z', name: 'x' }],
      }),
    );
    const user = await client.get<{
      birthdate: string;
      createdDate: string;
      items: { updatedDate: string; name: string }[];
    }>('me');
    expect(user.birthdate).toEqual(new Date(1990, 4, 7));
    expect(user.createdDate).toEqual(new Date('2025-01-31T14:00:00.000Z'));
    expect(user.items[0]?.updatedDate).toBeInstanceOf(Date);
    expect(user.items[0]?.name).toBe('x');
  });

  it('answers undefined for 204 No Content', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.post('auth/logout')).resolves.toBeUndefined();
  });

  it('uploads a file as multipart under the field "file"', async () => {
    const { client, calls } = setup(() => json(201, { fileName: 'a.pdf' }));
    await client.upload('/upload', new Blob(['%PDF'], { type: 'application/pdf' }));
    const body = calls[0]?.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('file')).toBeInstanceOf(Blob);
    expect(new Headers(calls[0]?.init.headers).has('Content-Type')).toBe(false);
  });

  it('without a response, tells the user to check the connection and throws a NetworkError', async () => {
    const { client, deps } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await rejection(client.get('projects'))).toBeInstanceOf(NetworkError);
    expect(deps.onNetworkError).toHaveBeenCalledTimes(1);
  });

  it('can leave the network failure to the caller to report', async () => {
    const { client, deps } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await rejection(client.get('me', { quietNetworkError: true }));
    expect(deps.onNetworkError).not.toHaveBeenCalled();
  });

  it('rethrows an abort untouched, without reporting it', async () => {
    const { client, deps } = setup(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    expect(await rejection(client.get('projects'))).toMatchObject({ name: 'AbortError' });
    expect(deps.onNetworkError).not.toHaveBeenCalled();
  });

  it('on 401 to a call with a token, ends the session (handled) and still rejects', async () => {
    const { client, deps } = setup(() =>
      json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Sessão inválida' }),
    );
    const error = await rejection(client.get('me'));
    expect(deps.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, handled: true });
  });

  it('on 401 without a token (wrong password at login) leaves the session alone', async () => {
    const body = { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos.' };
    const { client, deps } = setup(() => json(401, body), null);
    const error = await rejection(client.post('auth/login', { email: 'a@b.c', password: 'x' }));
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
    expect(error).toMatchObject({ isAPIError: true, status: 401, body, handled: false });
  });

  it('on 403 MISSING_PERMISSIONS (code or message) reloads the user', async () => {
    const byCode = setup(() =>
      json(403, { statusCode: 403, code: 'MISSING_PERMISSIONS', message: 'Sem permissão' }),
    );
    await rejection(byCode.client.get('rentals'));
    expect(byCode.deps.onMissingPermissions).toHaveBeenCalledTimes(1);

    const byMessage = setup(() => json(403, { message: 'MISSING_PERMISSIONS' }));
    const error = await rejection(byMessage.client.get('rentals'));
    expect(byMessage.deps.onMissingPermissions).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 403, handled: true });
  });

  it('does not treat another 403 as a missing permission', async () => {
    const { client, deps } = setup(() =>
      json(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Proibido' }),
    );
    await rejection(client.get('rentals'));
    expect(deps.onMissingPermissions).not.toHaveBeenCalled();
  });

  it('rethrows any other error as an API error with the body and the status', async () => {
    const body = { statusCode: 409, code: 'APARTMENT_UNAVAILABLE', message: 'Apartamento indisponível.' };
    const { client, deps } = setup(() => json(409, body));
    const error = await rejection(client.post('rentals/1/submit'));
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ isAPIError: true, status: 409, body, code: 'APARTMENT_UNAVAILABLE' });
    expect((error as Error).message).toBe('Apartamento indisponível.');
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
    expect(deps.onNetworkError).not.toHaveBeenCalled();
  });

  it('keeps a non-JSON error body as text', async () => {
    const { client } = setup(
      () => new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }),
    );
    expect(await rejection(client.get('projects'))).toMatchObject({ status: 502, body: 'Bad gateway' });
  });
});
