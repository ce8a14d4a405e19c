import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, chromiumLaunchOptions } from '@inphr/chromium';

/** Debian's Chromium (never a downloaded one), with the flags this machine's closed network needs (@inphr/chromium). */
export { CHROMIUM_FLAGS, CHROMIUM_PATH };

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
