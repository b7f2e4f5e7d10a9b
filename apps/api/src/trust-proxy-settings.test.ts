import { describe, expect, it } from 'vitest';
import { UNLISTED_PROXY_WARNING, warnAboutUnlistedProxy } from './trust-proxy-settings.ts';

function warnings(settings: Parameters<typeof warnAboutUnlistedProxy>[1]): string[] {
  const said: string[] = [];
  warnAboutUnlistedProxy({ warn: (message: string) => said.push(message) } as never, settings);
  return said;
}

describe('warnAboutUnlistedProxy', () => {
  const databaseUrl = 'postgres://estadia@db:5432/estadia';

  it('warns a PostgreSQL deployment that lists no proxy', () => {
    expect(warnings({ databaseUrl, trustProxy: false })).toEqual([UNLISTED_PROXY_WARNING]);
    expect(UNLISTED_PROXY_WARNING).toMatch(/^TRUST_PROXY não informado/);
  });

  it('says nothing once a proxy is listed, or on the embedded database (development)', () => {
    expect(warnings({ databaseUrl, trustProxy: ['10.0.0.0/8'] })).toEqual([]);
    expect(warnings({ databaseUrl: undefined, trustProxy: false })).toEqual([]);
  });
});
