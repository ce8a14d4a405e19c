/*
 * The behaviour of the site's menus, on plain DOM: one set of document listeners for every
 * `<details data-menu>` on the page. It has no React in it, so a page can install it from its first
 * script, before any framework has loaded (the web app's early script does), and the components
 * install it again when they mount (a no-op once it runs): a menu behaves the same before the app
 * has started, while it takes over, and after.
 */

/** Marks a `<details>` as a menu: `hover` also opens on a mouse's hover, `click` only when pressed. */
export const MENU_ATTRIBUTE = 'data-menu';
/** On the root element while the menus are installed (their CSS hover fallback then stands aside). */
export const MENUS_INSTALLED_ATTRIBUTE = 'data-menus';
const MENU_KEYS_INSTALLED_ATTRIBUTE = 'data-menu-keys';
/**
 * A menu's hover state: `opened` when a hover opened it (leaving closes it, a press pins it open),
 * `off` when a press closed it under the mouse (a hover opens it again only once the mouse has left).
 */
const HOVER = 'data-menu-hover';
const ITEMS = 'a[href], button:not([disabled])';

function menuOf(target: EventTarget | null): HTMLDetailsElement | null {
  const element = target as Element | null;
  return typeof element?.closest === 'function' ? element.closest<HTMLDetailsElement>(`details[${MENU_ATTRIBUTE}]`) : null;
}

function close(menu: HTMLDetailsElement): void {
  if (menu.getAttribute(HOVER) === 'opened') menu.removeAttribute(HOVER);
  menu.open = false;
}

function items(menu: HTMLDetailsElement): HTMLElement[] {
  const summary = menu.querySelector('summary');
  return [...menu.querySelectorAll<HTMLElement>(ITEMS)].filter((item) => !summary?.contains(item));
}

/**
 * Installs the menus' behaviour on a document, once. A menu opens on a press of its summary (the
 * browser's own, by mouse or key) and, with `data-menu="hover"`, when a mouse comes over it (it
 * closes when the mouse leaves, unless pressed meanwhile). It closes on Escape (focus back to its
 * summary), on a press outside it and when focus leaves it. Returns what removes it (tests).
 */
export function installMenus(doc: Document): () => void {
  const root = doc.documentElement;
  if (root.hasAttribute(MENUS_INSTALLED_ATTRIBUTE)) return () => {};
  root.setAttribute(MENUS_INSTALLED_ATTRIBUTE, '');

  const openMenus = () => [...doc.querySelectorAll<HTMLDetailsElement>(`details[${MENU_ATTRIBUTE}][open]`)];

  const onPointerOver = (event: PointerEvent) => {
    const menu = menuOf(event.target);
    if (event.pointerType !== 'mouse' || !menu || menu.open || menu.hasAttribute(HOVER) || menu.getAttribute(MENU_ATTRIBUTE) !== 'hover') return;
    menu.setAttribute(HOVER, 'opened');
    menu.open = true;
  };

  const onPointerOut = (event: PointerEvent) => {
    const menu = menuOf(event.target);
    if (!menu || menu.contains(event.relatedTarget as Node | null)) return;
    if (menu.getAttribute(HOVER) === 'opened') close(menu);
    menu.removeAttribute(HOVER);
  };

  const onPointerDown = (event: PointerEvent) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) close(menu);
  };

  const onClick = (event: MouseEvent) => {
    const menu = menuOf(event.target);
    const summary = (event.target as Element).closest?.('summary');
    if (!menu || summary?.parentElement !== menu) return;
    // A press on a menu a hover opened keeps it open (pinned), rather than closing it under the pointer.
    if (menu.getAttribute(HOVER) === 'opened') {
      event.preventDefault();
      menu.removeAttribute(HOVER);
    } else if (menu.open && event.detail > 0) menu.setAttribute(HOVER, 'off');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const menu = menuOf(doc.activeElement);
    const shut = openMenus();
    for (const each of shut) close(each);
    if (menu && shut.includes(menu)) menu.querySelector('summary')?.focus();
  };

  const onFocusOut = (event: FocusEvent) => {
    const menu = menuOf(event.target);
    const next = event.relatedTarget as Node | null;
    // Without a relatedTarget the press landed on something unfocusable: onPointerDown decides.
    if (menu?.open && next && !menu.contains(next)) close(menu);
  };

  const listeners = [
    ['pointerover', onPointerOver],
    ['pointerout', onPointerOut],
    ['pointerdown', onPointerDown],
    ['click', onClick],
    ['keydown', onKeyDown],
    ['focusout', onFocusOut],
  ] as const;
  for (const [type, listener] of listeners) doc.addEventListener(type, listener as EventListener);
  return () => {
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener as EventListener);
    root.removeAttribute(MENUS_INSTALLED_ATTRIBUTE);
  };
}

/**
 * The menus' arrow keys, installed on a document once (by the components: the page's first script
 * carries only what the spec asks of a menu before the app runs). ArrowDown or ArrowUp on a menu's
 * summary opens it with focus on its first or last item; in it, the arrow keys, Home and End move
 * between its items. Returns what removes it (tests).
 */
export function installMenuKeys(doc: Document): () => void {
  const root = doc.documentElement;
  if (root.hasAttribute(MENU_KEYS_INSTALLED_ATTRIBUTE)) return () => {};
  root.setAttribute(MENU_KEYS_INSTALLED_ATTRIBUTE, '');
  const onKeyDown = (event: KeyboardEvent) => {
    const focused = doc.activeElement;
    const menu = menuOf(focused);
    if (!menu || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const list = items(menu);
    const onSummary = focused?.tagName === 'SUMMARY' && focused.parentElement === menu;
    let next: HTMLElement | undefined;
    if (onSummary) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      menu.open = true;
      next = event.key === 'ArrowDown' ? list[0] : list[list.length - 1];
    } else {
      const index = list.indexOf(focused as HTMLElement);
      if (index === -1) return;
      if (event.key === 'ArrowDown') next = list[(index + 1) % list.length];
      else if (event.key === 'ArrowUp') next = list[(index - 1 + list.length) % list.length];
      else next = event.key === 'Home' ? list[0] : list[list.length - 1];
    }
    event.preventDefault();
    next?.focus();
  };
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    doc.removeEventListener('keydown', onKeyDown);
    root.removeAttribute(MENU_KEYS_INSTALLED_ATTRIBUTE);
  };
}
