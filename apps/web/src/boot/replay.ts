import { appHasStarted, HYDRATED_ATTRIBUTE, type EarlyField } from './protocol';

/** Resolves when the app has marked the page as its own (root-route.tsx). */
export function whenAppStarted(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    if (appHasStarted(doc)) return resolve();
    const observer = new MutationObserver(() => {
      if (!appHasStarted(doc)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(doc.documentElement, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  });
}

/**
 * Sets a field as typing would, so that the app's change handler hears it. Hydration leaves what
 * was typed on screen while the app's state is still empty (its next render would wipe it): React
 * reports a change only when the field differs from the value it last saw, so the field is first
 * set through React's own property to what the app holds, then to the typed text through the
 * element's prototype (unseen by React), and the event fired.
 */
function restoreField(element: Element, field: EarlyField): void {
  if (!element.isConnected) return;
  if (element instanceof HTMLInputElement && field.checked !== undefined) {
    element.checked = !field.checked;
    element.click();
    return;
  }
  if (field.value === undefined) return;
  if (element instanceof HTMLSelectElement) {
    element.value = field.value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
  element.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set?.call(element, field.value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Gives back what the visitor did before the app took over, once it has: the fields as they were
 * typed, then each press and submission, in order. No click and no keystroke is lost to a slow script.
 */
export async function replayEarlyActions(win: Window): Promise<void> {
  await whenAppStarted(win.document);
  const early = win.__inphrEarly?.take();
  if (!early) return;
  for (const [element, field] of early.fields) restoreField(element, field);
  // The app re-renders with the restored values before a submit reads them.
  await new Promise((resolve) => win.setTimeout(resolve, 0));
  for (const [type, element] of early.actions) {
    if (!element.isConnected) continue;
    if (type === 'submit' && element instanceof HTMLFormElement) element.requestSubmit();
    else if (element instanceof HTMLElement) element.click();
  }
}
