import { describe, expect, it } from 'vitest';
import { envResult, parseEnv } from './env';

const complete = {
  VITE_API_URL: '/api/',
  VITE_PROJECT_TYPE: 'user',
  VITE_ENVIRONMENT: 'prod',
  VITE_MAPS_API_KEY: 'key',
};

describe('parseEnv', () => {
  it('accepts the four variables and trims the trailing slash of the API URL', () => {
    expect(parseEnv(complete)).toEqual({
      ok: true,
      env: { apiUrl: '/api', projectType: 'user', environment: 'prod', mapsApiKey: 'key' },
    });
  });

  it.each(['VITE_API_URL', 'VITE_PROJECT_TYPE', 'VITE_ENVIRONMENT', 'VITE_MAPS_API_KEY'])(
    'says %s is necessary when it is missing or blank',
    (name) => {
      const message = `A variável de ambiente ${name} é necessária.`;
      expect(parseEnv({ ...complete, [name]: undefined })).toEqual({ ok: false, message });
      expect(parseEnv({ ...complete, [name]: '  ' })).toEqual({ ok: false, message });
    },
  );

  it('refuses an unknown project type or environment', () => {
    expect(parseEnv({ ...complete, VITE_PROJECT_TYPE: 'cliente' })).toMatchObject({ ok: false });
    expect(parseEnv({ ...complete, VITE_ENVIRONMENT: 'staging' })).toMatchObject({ ok: false });
  });

  it('the committed .env is complete, for the user build in production', () => {
    expect(envResult).toMatchObject({
      ok: true,
      env: { apiUrl: '/api', projectType: 'user', environment: 'prod' },
    });
  });
});
