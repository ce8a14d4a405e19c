/** Debian's Chromium: CHROME_PATH, CHROMIUM_PATH or /usr/bin/chromium. */
export declare const CHROMIUM_PATH: string;
/** The flags every launch needs on these machines (no sandbox, no GPU, no calls to Google's hosts). */
export declare const CHROMIUM_FLAGS: readonly string[];
/** Flags for the same text rendering on every machine (visual baselines, committed pictures). */
export declare const STABLE_TEXT_FLAGS: readonly string[];
/** Playwright's launch options: Debian's Chromium with CHROMIUM_FLAGS and any extra flags. */
export declare function chromiumLaunchOptions(extraFlags?: readonly string[]): { executablePath: string; args: string[] };
