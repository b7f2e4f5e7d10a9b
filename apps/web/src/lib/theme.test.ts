import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTheme, initTheme, resolveTheme, setTheme, THEME_STORAGE_KEY, toggleTheme } from './theme';

// Paths as strings: under jsdom, URL is jsdom's class, which node:url does not accept.
const themeInitScript = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../public/theme-init.js'),
  'utf8',
);

function mockSystemPreference(dark: boolean) {
  // jsdom has no matchMedia.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('dark');
});

describe('resolveTheme', () => {
  it('uses the stored choice first, then the system preference', () => {
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme('roxo', false)).toBe('light');
  });
});

describe('toggling', () => {
  it("remembers dark under the key 'theme' with the value 'dark'", () => {
    setTheme('light');
    expect(toggleTheme()).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(getTheme()).toBe('dark');
  });

  it('remembers an explicit light choice so it wins over a dark system', () => {
    setTheme('dark');
    toggleTheme();
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});

describe('initial theme', () => {
  it.each([
    { stored: null, systemDark: true, expected: true },
    { stored: null, systemDark: false, expected: false },
    { stored: 'dark', systemDark: false, expected: true },
    { stored: 'light', systemDark: true, expected: false },
  ])('stored $stored, dark system $systemDark → dark $expected', ({ stored, systemDark, expected }) => {
    if (stored) window.localStorage.setItem('theme', stored);
    mockSystemPreference(systemDark);

    // The pre-paint script in <head> and the app's own start-up agree.
    new Function(themeInitScript)();
    expect(document.documentElement.classList.contains('dark')).toBe(expected);

    document.documentElement.classList.remove('dark');
    initTheme();
    expect(document.documentElement.classList.contains('dark')).toBe(expected);
  });

  it('the pre-paint script also sets the theme-color of the browser bar', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#000000';
    document.head.append(meta);
    window.localStorage.setItem('theme', 'dark');
    new Function(themeInitScript)();
    expect(meta.content).toBe('#0c1719');
    meta.remove();
  });
});
