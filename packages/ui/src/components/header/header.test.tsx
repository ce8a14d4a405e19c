import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expectNoAxeViolations } from '../../test/render';
import { Header, type HeaderProps } from './header';

const LANGUAGES: HeaderProps['languages'] = [
  { code: 'ko', label: '한국어', flagSrc: '/flags/kr.svg', href: '/business?lng=ko' },
  { code: 'en', label: 'English', flagSrc: '/flags/us.svg', href: '/business?lng=en' },
  { code: 'ja', label: '日本語', flagSrc: '/flags/jp.svg', href: '/business?lng=ja' },
];

function headerElement(props: Partial<HeaderProps> = {}, onLanguageChange: HeaderProps['onLanguageChange'] = () => {}) {
  return (
    <Header
      homeHref="/"
      homeLabel="inPHR home"
      logo={<img src="/logo.svg" alt="" width={120} height={32} />}
      navLabel="Main"
      entries={[
        {
          key: 'about',
          label: 'About Us',
          items: [
            { key: 'business', label: 'Business', href: '/business', current: true },
            { key: 'history', label: 'History', href: '/history' },
          ],
        },
        { key: 'service', label: 'Services', href: '/service' },
        { key: 'support', label: 'Support', items: [{ key: 'faq', label: 'FAQ', href: '/faq' }] },
      ]}
      languages={LANGUAGES}
      currentLanguage="en"
      languageButtonLabel="Language"
      onLanguageChange={onLanguageChange}
      openMenuLabel="Open menu"
      closeMenuLabel="Close menu"
      actions={<a href="https://care.example.com">Care site</a>}
      {...props}
    />
  );
}

function renderHeader(props: Partial<HeaderProps> = {}) {
  const onLanguageChange = vi.fn();
  const utils = render(headerElement(props, onLanguageChange));
  return { ...utils, onLanguageChange };
}

// The dropdown triggers and the menu button are <summary> elements: Testing Library gives them no
// role (axe and Chromium treat them as buttons; the e2e tests check that), so they are found by
// their text. jsdom applies no media queries: the desktop parts stay display:none.
function summary(container: HTMLElement, text: string | RegExp): HTMLElement {
  const found = Array.from(container.querySelectorAll('summary')).filter((element) =>
    typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? ''),
  );
  expect(found, String(text)).toHaveLength(1);
  return found[0]!;
}
const menuButton = (container: HTMLElement) => container.querySelector<HTMLElement>('nav > details:last-of-type > summary')!;
const isOpen = (trigger: HTMLElement) => trigger.closest('details')!.open;

describe('Header', () => {
  it('renders a home link, a labelled nav and the desktop entries', () => {
    const { container } = renderHeader();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'inPHR home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const about = summary(container, 'About Us');
    expect(nav).toContainElement(about);
    expect(isOpen(about)).toBe(false);
    const services = within(nav).getAllByRole('link', { name: 'Services', hidden: true });
    expect(services[0]).toHaveAttribute('href', '/service');
  });

  it('opens the bar dropdowns one at a time', async () => {
    const { container } = renderHeader();
    const about = summary(container, 'About Us');
    const support = summary(container, 'Support');
    const language = summary(container, /^Language/);
    const names = [about, support, language].map((trigger) => trigger.closest('details')!.getAttribute('name'));
    expect(new Set(names).size, 'one name for the whole bar').toBe(1);
    expect(names[0]).toBeTruthy();
    expect(menuButton(container).closest('details')).not.toHaveAttribute('name');
  });

  it('switches language from the flag dropdown: links to the page in each language, switched in place by the app', async () => {
    const { onLanguageChange, container } = renderHeader();
    const trigger = summary(container, /^Language/);
    expect(trigger).toHaveAccessibleName('Language English');
    const flag = trigger.querySelector('img')!;
    expect(flag).toHaveAttribute('alt', '');
    expect(flag).toHaveAttribute('width', '24');
    expect(flag).toHaveAttribute('height', '16');
    await userEvent.click(trigger);
    const panel = trigger.nextElementSibling as HTMLElement;
    const japanese = within(panel).getByRole('link', { name: '日本語', hidden: true });
    expect(japanese).toHaveAttribute('href', '/business?lng=ja');
    expect(japanese).toHaveAttribute('lang', 'ja');
    expect(within(panel).getByRole('link', { name: 'English', hidden: true })).toHaveAttribute('aria-current', 'page');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(japanese, click);
    expect(click.defaultPrevented, 'the page is not loaded again').toBe(true);
    expect(onLanguageChange).toHaveBeenCalledWith('ja');
    expect(isOpen(trigger)).toBe(false);
    expect(trigger).toHaveFocus();
  });

  it('leaves a language link opened in a new tab to the browser', async () => {
    const { onLanguageChange, container } = renderHeader();
    const trigger = summary(container, /^Language/);
    await userEvent.click(trigger);
    const korean = within(trigger.nextElementSibling as HTMLElement).getByRole('link', { name: '한국어', hidden: true });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    fireEvent(korean, click);
    expect(click.defaultPrevented).toBe(false);
    expect(onLanguageChange).not.toHaveBeenCalled();
  });

  it('keeps language buttons when the languages have no address', async () => {
    const { onLanguageChange, container } = renderHeader({ languages: LANGUAGES.map(({ href: _href, ...language }) => language) });
    const trigger = summary(container, /^Language/);
    await userEvent.click(trigger);
    const panel = trigger.nextElementSibling as HTMLElement;
    expect(within(panel).getByRole('button', { name: 'English', hidden: true })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(panel).getByRole('button', { name: '日本語', hidden: true }));
    expect(onLanguageChange).toHaveBeenCalledWith('ja');
  });

  it('opens the mobile menu, lists groups with their heading, and closes on Escape', async () => {
    const { container } = renderHeader();
    const button = menuButton(container);
    expect(button).toHaveAccessibleName('Open menu');
    expect(isOpen(button)).toBe(false);
    const panel = button.nextElementSibling as HTMLElement;
    expect(panel).not.toBeVisible();

    await userEvent.click(button);
    expect(isOpen(button)).toBe(true);
    expect(button).toHaveAccessibleName('Close menu');
    expect(panel).toBeVisible();
    const group = within(panel).getByRole('list', { name: 'About Us' });
    expect(within(group).getByRole('link', { name: 'Business' })).toHaveAttribute('aria-current', 'page');
    expect(within(panel).getByRole('link', { name: 'Care site' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(isOpen(button)).toBe(false);
    expect(button).toHaveAccessibleName('Open menu');
    expect(button).toHaveFocus();
  });

  it('closes the mobile menu when a link is chosen or a language is picked', async () => {
    const { onLanguageChange, container } = renderHeader();
    const button = menuButton(container);
    await userEvent.click(button);
    const panel = button.nextElementSibling as HTMLElement;
    const history = within(panel).getByRole('link', { name: 'History' });
    history.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(history);
    expect(isOpen(button)).toBe(false);

    await userEvent.click(button);
    const languages = within(panel).getByRole('list', { name: 'Language' });
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    const korean = within(languages).getByRole('link', { name: '한국어' });
    expect(korean).toHaveAttribute('href', '/business?lng=ko');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(korean, click);
    expect(click.defaultPrevented).toBe(true);
    expect(onLanguageChange).toHaveBeenCalledWith('ko');
    expect(isOpen(button)).toBe(false);
    expect(button).toHaveFocus();
  });

  it('opens the mobile menu from the server HTML alone, and follows it once hydrated', async () => {
    const ui = headerElement();
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      const button = menuButton(container);
      button.click();
      expect(isOpen(button)).toBe(true);
      expect(button.nextElementSibling).toBeVisible();
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      const errors: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      expect(isOpen(button)).toBe(true);
      // The app knows it is open: Escape closes it.
      await userEvent.keyboard('{Escape}');
      expect(isOpen(button)).toBe(false);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('renders links through renderLink', () => {
    const renderLink = vi.fn((props) => <a data-router="yes" {...props} />);
    renderHeader({ renderLink });
    expect(screen.getByRole('link', { name: 'inPHR home' })).toHaveAttribute('data-router', 'yes');
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/history' }));
  });

  it('has no axe violations with the menu closed and open', async () => {
    const { container } = renderHeader();
    await expectNoAxeViolations(container);
    await userEvent.click(menuButton(container));
    await expectNoAxeViolations(container);
  });
});
