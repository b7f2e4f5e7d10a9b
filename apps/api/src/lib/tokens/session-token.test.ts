import { describe, expect, it } from 'vitest';
import { generateSessionToken, hashSecret, looksLikeSessionToken } from './session-token.ts';

describe('session tokens', () => {
  it('are 256-bit base64url strings, different every time', () => {
    const tokens = new Set(Array.from({ length: 1000 }, generateSessionToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(looksLikeSessionToken(token)).toBe(true);
    }
  });

  it('tells malformed tokens apart without touching storage', () => {
    expect(looksLikeSessionToken('')).toBe(false);
    expect(looksLikeSessionToken('abc')).toBe(false);
    expect(looksLikeSessionToken(`${generateSessionToken()}x`)).toBe(false);
    expect(looksLikeSessionToken("' OR 1=1 --                                ")).toBe(false);
  });

  it('hashes with SHA-256 (hex), deterministically', () => {
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = generateSessionToken();
    expect(hashSecret(token)).toBe(hashSecret(token));
    expect(hashSecret(token)).not.toContain(token);
  });
});
