// Debian's Chromium (`apt-get install chromium`, as .ci/run does); never one that Playwright downloads.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// What every launch needs here: no sandbox (CI runs as root), no GPU, and none of Chromium's own
// connections to Google's hosts, which a closed network refuses many at a time.
export const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

// The same text rendering on every machine (pictures compared or committed): no LCD subpixel
// anti-aliasing, no hinting drift.
export const STABLE_TEXT_FLAGS = Object.freeze(['--disable-lcd-text', '--font-render-hinting=none']);

export function chromiumLaunchOptions(extraFlags = []) {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...extraFlags] };
}
