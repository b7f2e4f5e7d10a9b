// The browser of the browser tests and of the page benchmark: Debian's Chromium, with the flags this
// offline machine needs (without them it keeps trying to reach Google's services).
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
