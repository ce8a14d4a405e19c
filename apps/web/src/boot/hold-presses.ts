import { appHasStarted, isNativeCommand, type EarlyField, type EarlyHold, type HeldActions } from './protocol';

/**
 * Until the app has taken over, a press of a button (a carousel's, the form's submit) and a form's
 * submission would do nothing, or post the form to the page's own address: they are held (default
 * and propagation stopped) and handed to the app, which replays them once it runs (replay.ts). What
 * is typed or chosen in a field meanwhile is noted too: hydration resets a controlled field to the
 * app's state, and the app puts it back. Links, the menus (`<summary>`, neither a button nor
 * role=button) and a button that commands a dialog the browser runs itself (decision 0016) are not
 * held: the browser acts on them at once (decision 0015).
 *
 * It runs from the body's first element, so it listens from the moment anything of the page is on
 * screen.
 */
export function holdPresses(win: Window): EarlyHold {
  const doc = win.document;
  const actions: HeldActions['actions'] = [];
  const fields = new Map<Element, EarlyField>();

  const onPress = (event: Event) => {
    if (appHasStarted(doc)) return;
    const origin = event.target as Element | null;
    const target = event.type === 'submit' ? origin : origin?.closest?.('button,[role="button"]');
    if (!target || (event.type === 'click' && target.closest('a[href]')) || isNativeCommand(target)) return;
    event.preventDefault();
    event.stopPropagation();
    actions.push([event.type, target]);
  };

  const onField = (event: Event) => {
    const field = event.target as HTMLInputElement | null;
    if (appHasStarted(doc) || !field || !('value' in field)) return;
    fields.set(field, field.type === 'checkbox' || field.type === 'radio' ? { checked: field.checked } : { value: field.value });
  };

  const listeners = [
    ['click', onPress],
    ['submit', onPress],
    ['input', onField],
    ['change', onField],
  ] as const;
  for (const [type, listener] of listeners) win.addEventListener(type, listener, true);

  return {
    take() {
      for (const [type, listener] of listeners) win.removeEventListener(type, listener, true);
      return { fields: [...fields], actions: actions.splice(0) };
    },
  };
}
