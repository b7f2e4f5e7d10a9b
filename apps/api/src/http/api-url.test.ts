import { describe, expect, it } from 'vitest';
import { isApiUrl } from './api-url.ts';

describe('isApiUrl', () => {
  it('takes /api itself and everything under it, with or without a query', () => {
    for (const url of ['/api', '/api/', '/api?x=1', '/api/projects', '/api/projects?city=Uberlândia'])
      expect(isApiUrl(url), url).toBe(true);
  });

  it('leaves pages and look-alike paths alone', () => {
    for (const url of ['/', '/home', '/apis', '/api-docs', '/apix/projects', '/home/api', '/API'])
      expect(isApiUrl(url), url).toBe(false);
  });
});
