// Runs before first paint (plain script, no module) so the page never flashes the wrong theme
// (nor, on a prerendered page, the wrong navbar).
(() => {
  var root = document.documentElement;
  var meta = document.querySelector('meta[name="theme-color"]');
  var theme = 'light';
  var stored = null;
  try {
    stored = window.localStorage.getItem('theme');
  } catch {
    // Storage can be blocked (private mode, strict settings): fall back to the system preference.
  }
  if (stored === 'dark' || stored === 'light') theme = stored;
  else if (window.matchMedia?.('(prefers-color-scheme: dark)').matches) theme = 'dark';
  root.classList.toggle('dark', theme === 'dark');
  // Prerendered pages show the anonymous navbar: with a stored session, hide its 'Entrar' and
  // 'Criar conta' until the app knows the user (src/app/layouts/navbar/session-hint.ts).
  try {
    if (window.sessionStorage.getItem('accessToken') || window.localStorage.getItem('accessToken')) {
      root.setAttribute('data-session', '');
    }
  } catch {
    // Without storage there is no stored session either.
  }
  // Server-rendered pages show their forms before the app takes over; submitted then, a form would go
  // out as a plain GET with its fields in the address bar. Hold submissions until src/app/mount.tsx
  // marks the page hydrated (the app's own handlers run after this one and submit it their way).
  document.addEventListener(
    'submit',
    (event) => {
      if (!root.hasAttribute('data-hydrated')) event.preventDefault();
    },
    true,
  );
  if (meta) meta.setAttribute('content', theme === 'dark' ? '#0c1719' : '#0f766e');
})();
