/*
 * The protocol between the page's inline scripts (early.ts, boot.ts: built into the server's HTML)
 * and the app they start (entry-client.tsx): what each side names, in one place.
 */

/** On the root element once the app has taken over the page (root-route.tsx sets it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** True once the app has taken over: the inline scripts then stand aside. */
export function appHasStarted(doc: Document): boolean {
  return doc.documentElement.getAttribute(HYDRATED_ATTRIBUTE) === 'true';
}

/** Marks the page as the app's (the early script stops holding presses, tests stop waiting). */
export function markAppStarted(doc: Document): void {
  doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
}

/**
 * Marks a part that has work of its own once it is seen: the boot script starts the app when such a
 * part comes near the view (decision 0025). Its value `motion` marks a part that only moves (a
 * playing carousel): under reduced motion it starts nothing.
 */
export const WHEN_SEEN = { attribute: 'data-when-seen', motion: 'motion' } as const;

/** What the app acts on: a press, a key or focus on one of these starts it. */
export const APP_TARGETS = 'button,[role="button"],input,select,textarea,[aria-roledescription="carousel"]';

/**
 * A button that commands a dialog the browser opens by itself (`commandfor`, where the browser
 * supports invoker commands): it needs no app, and its press is neither held nor a reason to start.
 */
export function isNativeCommand(element: Element): boolean {
  return element.hasAttribute('commandfor') && 'commandForElement' in element;
}

/** A field's value or checked state as the visitor left it before the app took over. */
export interface EarlyField {
  value?: string;
  checked?: boolean;
}

/** What the early script held for the app: fields as typed, then presses and submissions in order. */
export interface HeldActions {
  fields: [Element, EarlyField][];
  actions: [type: string, target: Element][];
}

/** The early script's hand-over: stops holding and gives what was held, once. */
export interface EarlyHold {
  take(): HeldActions;
}

declare global {
  interface Window {
    /** Set by the early script (hold-presses.ts); the app takes what it held (replay.ts). */
    __inphrEarly?: EarlyHold;
    /** Set by the boot script (start-app.ts): starts the app at once (the e2e suite's `waitForHydration`). */
    __inphrStart?: () => void;
  }
}
