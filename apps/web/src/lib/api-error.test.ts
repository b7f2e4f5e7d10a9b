import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, NETWORK_ERROR_MESSAGE, NetworkError, wasHandled } from './api-error';

describe('errorMessage', () => {
  it("uses the API's Portuguese message for a refused request", () => {
    const error = new ApiError(409, {
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      message: 'Este e-mail já está cadastrado.',
    });
    expect(errorMessage(error)).toBe('Este e-mail já está cadastrado.');
  });

  it('falls back for server faults and for answers that are not the API’s (a missing route, a proxy)', () => {
    expect(errorMessage(new ApiError(500, { code: 'INTERNAL', message: 'Internal' }), 'Tente de novo')).toBe(
      'Tente de novo',
    );
    expect(
      errorMessage(new ApiError(404, { message: 'Route POST:/api/contact not found' }), 'Tente de novo'),
    ).toBe('Tente de novo');
    expect(
      errorMessage(
        new ApiError(404, { code: 'NOT_FOUND', message: 'Rota não encontrada.' }),
        'Tente de novo',
      ),
    ).toBe('Tente de novo');
    expect(errorMessage(new Error('boom'), 'Tente de novo')).toBe('Tente de novo');
  });

  it('asks to check the connection after a network failure', () => {
    expect(errorMessage(new NetworkError())).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe('wasHandled', () => {
  it('is true for network failures and errors the client already reported', () => {
    const expired = new ApiError(401, {});
    expired.handled = true;
    expect(wasHandled(new NetworkError())).toBe(true);
    expect(wasHandled(expired)).toBe(true);
    expect(wasHandled(new ApiError(400, {}))).toBe(false);
  });
});
