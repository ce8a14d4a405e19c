import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Header } from '@inphr/ui';
import { installMenus } from '@inphr/ui/menus';

/*
 * The header's menus as the early script runs them (early.ts installs @inphr/ui/menus before the
 * header is parsed), on the server's HTML before the app has started, and as the app takes over.
 */

const header = (
  <Header
    homeHref="/"
    homeLabel="inPHR home"
    logo={<span>inPHR</span>}
    navLabel="Main"
    entries={[
      { key: 'about', label: 'About Us', items: [{ key: 'business', label: 'Business', href: '/business' }] },
      { key: 'support', label: 'Support', items: [{ key: 'faq', label: 'FAQ', href: '/faq' }] },
    ]}
    languages={[{ code: 'en', label: 'English', flagSrc: '/flags/us.svg', href: '/?lng=en' }]}
    currentLanguage="en"
    languageButtonLabel="Language"
    onLanguageChange={() => {}}
    openMenuLabel="Open menu"
    closeMenuLabel="Close menu"
  />
);

let dispose = () => {};
let root: ReturnType<typeof hydrateRoot> | undefined;

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(header);
  document.body.append(container);
  dispose = installMenus(document);
  return container;
}

const menu = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('details')].find((details) => details.querySelector('summary')?.textContent === text)!;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  dispose();
  document.body.innerHTML = '';
});

describe('the header’s menus before the app starts', () => {
  it('open on a mouse’s hover and close when it leaves, on a press outside and on Escape', () => {
    const page = serverPage();
    const about = menu(page, 'About Us');
    fireEvent.pointerOver(about.querySelector('summary')!, { pointerType: 'mouse' });
    expect(about.open).toBe(true);
    fireEvent.pointerOut(about, { pointerType: 'mouse', relatedTarget: document.body });
    expect(about.open).toBe(false);

    about.querySelector('summary')!.click();
    expect(about.open, 'a press opens it').toBe(true);
    fireEvent.pointerDown(document.body);
    expect(about.open, 'a press outside closes it').toBe(false);

    about.querySelector('summary')!.click();
    about.querySelector('summary')!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(about.open).toBe(false);
    expect(document.activeElement).toBe(about.querySelector('summary'));
  });

  it('stay open as the app takes over, and the app’s menus then behave the same', async () => {
    const page = serverPage();
    const support = menu(page, 'Support');
    fireEvent.pointerOver(support.querySelector('summary')!, { pointerType: 'mouse' });
    expect(support.open).toBe(true);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(page, header, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(support.open, 'still open after hydration').toBe(true);
    // Still the hover's: leaving closes it.
    fireEvent.pointerOut(support, { pointerType: 'mouse', relatedTarget: document.body });
    expect(support.open).toBe(false);
    support.querySelector('summary')!.click();
    fireEvent.pointerDown(document.body);
    expect(support.open).toBe(false);
  });
});
