import { delay, HttpResponse, http } from 'msw';

export const MOCK_DELAY_MS = 1000;

/** The development mock of spec §5: POST {api}/mockEndpoint answers with the name it was sent. */
export function createHandlers(apiUrl: string) {
  return [
    http.post(`${apiUrl}/mockEndpoint`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { name?: unknown } | null;
      const name = typeof body?.name === 'string' ? body.name.trim() : '';
      if (!name) {
        return HttpResponse.json(
          { statusCode: 400, code: 'NAME_REQUIRED', message: 'O campo nome é obrigatório.' },
          { status: 400 },
        );
      }
      await delay(MOCK_DELAY_MS);
      return HttpResponse.json({ name }, { status: 201 });
    }),
  ];
}
