import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-error';
import { showFormFailure } from './form-failure';

const issue = (path: string) =>
  new ApiError(400, {
    statusCode: 400,
    code: 'VALIDATION_ERROR',
    message: 'Dados inválidos.',
    issues: [{ path, message: 'Deve ter no máximo 120 caracteres' }],
  });

describe('showFormFailure', () => {
  it('puts the API’s message under a field of the form, and shows nothing else', () => {
    const setError = vi.fn();
    const show = vi.fn();
    showFormFailure(issue('name'), { fields: ['name'], setError, fallback: 'Falhou.', show });
    expect(setError).toHaveBeenCalledWith('name', {
      type: 'server',
      message: 'Deve ter no máximo 120 caracteres',
    });
    expect(show).not.toHaveBeenCalled();
  });

  it('shows the API’s message when no field of the form is named', () => {
    const show = vi.fn();
    showFormFailure(issue('other'), { fields: ['name'], setError: vi.fn(), fallback: 'Falhou.', show });
    expect(show).toHaveBeenCalledWith('Dados inválidos.');
  });

  it('stays quiet about a failure the HTTP client already reported', () => {
    const show = vi.fn();
    showFormFailure(new NetworkError(), { fields: [], setError: vi.fn(), fallback: 'Falhou.', show });
    expect(show).not.toHaveBeenCalled();
  });
});
