import { WHEN_SEEN } from './protocol';

/*
 * The marks the app's parts carry for the boot script (start-app.ts), as props. Apart from the
 * protocol, so that the inline scripts, which do not use them, do not carry them.
 */

/** A part that starts the app when seen (the office map). */
export const STARTS_WHEN_SEEN = { [WHEN_SEEN.attribute]: '' } as const;
/** A part that starts the app when seen while it moves by itself (a playing carousel). */
export const STARTS_WHEN_MOVING = { [WHEN_SEEN.attribute]: WHEN_SEEN.motion } as const;
