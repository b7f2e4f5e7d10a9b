import { describe, expect, it } from 'vitest';
import {
  clearToken,
  getToken,
  hasToken,
  saveLoginToken,
  saveSignupToken,
  TOKEN_STORAGE_KEY,
} from './session';

describe('token storage', () => {
  it('uses the key accessToken', () => {
    expect(TOKEN_STORAGE_KEY).toBe('accessToken');
  });

  it("keeps a login token in localStorage with 'Lembrar de mim'", () => {
    saveLoginToken('persistent', true);
    expect(window.localStorage.getItem('accessToken')).toBe('persistent');
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
    expect(getToken()).toBe('persistent');
  });

  it('keeps a login token in sessionStorage otherwise', () => {
    saveLoginToken('tab-only', false);
    expect(window.sessionStorage.getItem('accessToken')).toBe('tab-only');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(hasToken()).toBe(true);
  });

  it('keeps a sign-up token in sessionStorage only', () => {
    saveSignupToken('new-account');
    expect(window.sessionStorage.getItem('accessToken')).toBe('new-account');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('holds one token at a time: a new login replaces the other storage', () => {
    saveLoginToken('old', true);
    saveLoginToken('new', false);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(getToken()).toBe('new');
  });

  it('forgets the token everywhere on clear', () => {
    saveLoginToken('a', true);
    window.sessionStorage.setItem('accessToken', 'b');
    clearToken();
    expect(getToken()).toBeNull();
    expect(hasToken()).toBe(false);
  });
});
