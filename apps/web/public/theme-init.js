// Runs before first paint (plain script, no module) so the page never flashes the wrong theme.
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
  if (meta) meta.setAttribute('content', theme === 'dark' ? '#0c1719' : '#0f766e');
})();
