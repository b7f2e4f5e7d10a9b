// Runs before first paint (plain script, no module) so the page never flashes the wrong theme.
(function () {
  var theme = 'light';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'dark' || stored === 'light') theme = stored;
    else if (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches) theme = 'dark';
  } catch (error) {
    // Storage can be blocked (private mode, strict settings): fall back to the light theme.
  }
  var root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', theme === 'dark' ? '#0c1719' : '#0f766e');
})();
