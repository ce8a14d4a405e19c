import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expectNoAxeViolations } from '../../test/render';
import { Dropdown, type DropdownProps } from './dropdown';

const ITEMS: DropdownProps['items'] = [
  { key: 'business', label: 'Business', href: '/business', current: true },
  { key: 'history', label: 'History', href: '/history' },
];

function renderDropdown(props: Partial<DropdownProps> = {}) {
  return render(
    <>
      <Dropdown label="About us" items={ITEMS} {...props} />
      <button type="button">Elsewhere</button>
    </>,
  );
}

// The trigger is the details element's summary. Testing Library gives a summary no role (axe and
// Chromium treat it as a button, see the e2e tests), so it is found by its text.
const trigger = (name = 'About us') => screen.getByText(name, { selector: 'summary' });
const details = (summary: HTMLElement = trigger()) => summary.closest('details')!;
const isOpen = (summary?: HTMLElement) => details(summary).open;

describe('Dropdown', () => {
  it('is a native disclosure: a summary that toggles its list on click', async () => {
    renderDropdown();
    const summary = trigger();
    expect(summary.parentElement?.tagName).toBe('DETAILS');
    expect(isOpen()).toBe(false);
    const panel = document.getElementById(summary.id.replace(/-trigger$/, '-panel'));
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(summary);
    expect(isOpen()).toBe(true);
    expect(panel).toBeVisible();
    expect(screen.getByRole('link', { name: 'Business' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'History' })).not.toHaveAttribute('aria-current');

    await userEvent.click(summary);
    expect(isOpen()).toBe(false);
  });

  it('opens from the server HTML alone, before any script, and one at a time by name', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <>
        <Dropdown label="About us" items={ITEMS} name="menus" />
        <Dropdown label="Support" items={ITEMS} name="menus" />
      </>,
    );
    document.body.append(container);
    const [about, support] = Array.from(container.querySelectorAll('details'));
    expect(about?.getAttribute('name')).toBe('menus');
    about!.querySelector('summary')!.click();
    expect(about!.open).toBe(true);
    expect(about!.querySelector('a[href="/history"]')).toBeVisible();
    expect(support?.getAttribute('name')).toBe('menus');
    container.remove();
  });

  it('follows a dropdown the visitor opened before hydration', async () => {
    const ui = <Dropdown label="About us" items={ITEMS} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const element = container.querySelector('details')!;
    element.querySelector('summary')!.click();
    expect(element.open).toBe(true);
    // Let its toggle event go by unheard, as it does before the app runs.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      expect(element.open, 'hydration leaves it open').toBe(true);
      // The app knows it is open: an outside press closes it.
      await userEvent.click(document.body);
      expect(element.open).toBe(false);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('opens with ArrowDown, moves with the arrow keys and closes on Escape back to the trigger', async () => {
    renderDropdown();
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(isOpen()).toBe(true);
    expect(screen.getByRole('link', { name: 'Business' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'History' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Business' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'History' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Business' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'History' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(isOpen()).toBe(true);
    expect(screen.getByRole('link', { name: 'History' })).toHaveFocus();
  });

  it('closes on an outside pointerdown and when focus leaves', async () => {
    renderDropdown();
    await userEvent.click(trigger());
    await userEvent.click(document.body);
    expect(isOpen()).toBe(false);

    await userEvent.click(trigger());
    await userEvent.tab(); // Business
    await userEvent.tab(); // History
    await userEvent.tab(); // Elsewhere
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(isOpen()).toBe(false);
  });

  it('renders button items, marks the current one, and closes after a choice', async () => {
    const onSelect = vi.fn();
    render(
      <Dropdown
        label={<img src="/flags/kr.svg" alt="" width={24} height={16} />}
        buttonLabel="Language"
        align="end"
        items={[
          { key: 'ko', label: '한국어', lang: 'ko', current: true, onSelect: vi.fn() },
          { key: 'en', label: 'English', lang: 'en', onSelect },
        ]}
      />,
    );
    const summary = document.querySelector('summary')!;
    expect(summary).toHaveAccessibleName('Language');
    await userEvent.click(summary);
    const korean = screen.getByRole('button', { name: '한국어' });
    expect(korean).toHaveAttribute('aria-current', 'true');
    expect(korean).toHaveAttribute('lang', 'ko');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(isOpen(summary)).toBe(false);
    expect(summary).toHaveFocus();
  });

  it('uses the injected renderLink and closes when a link is chosen, leaving focus to the navigation', async () => {
    // As a router's link does: the given handler first, then its own navigation in place of the browser's.
    const renderLink = vi.fn((props: Parameters<NonNullable<DropdownProps['renderLink']>>[0]) => (
      <a
        data-router="yes"
        {...props}
        onClick={(event) => {
          props.onClick?.(event);
          if (!event.defaultPrevented) event.preventDefault();
        }}
      />
    ));
    renderDropdown({ renderLink });
    await userEvent.click(trigger());
    const link = screen.getByRole('link', { name: 'History' });
    expect(link).toHaveAttribute('data-router', 'yes');
    link.focus();
    await userEvent.click(link);
    expect(isOpen()).toBe(false);
    expect(link).toHaveFocus();
  });

  it('gives focus back to the trigger when a link item is handled in place', async () => {
    const onSelect = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderDropdown({
      label: 'Language',
      items: [
        { key: 'ko', label: '한국어', href: '?lng=ko', lang: 'ko', onSelect },
        { key: 'en', label: 'English', href: '?lng=en', lang: 'en', current: true },
      ],
    });
    await userEvent.click(trigger('Language'));
    const korean = screen.getByRole('link', { name: '한국어' });
    expect(korean).toHaveAttribute('href', '?lng=ko');
    expect(korean).toHaveAttribute('lang', 'ko');
    await userEvent.click(korean);
    expect(onSelect).toHaveBeenCalledOnce();
    expect(isOpen(trigger('Language'))).toBe(false);
    expect(trigger('Language')).toHaveFocus();
  });

  it('opens on a mouse’s hover, not a touch; a press pins it open, and a press closes it under the mouse', () => {
    renderDropdown();
    const summary = trigger();
    fireEvent.pointerOver(summary, { pointerType: 'touch' });
    expect(isOpen()).toBe(false);

    fireEvent.pointerOver(summary, { pointerType: 'mouse' });
    expect(isOpen()).toBe(true);
    fireEvent.pointerOut(summary, { pointerType: 'mouse', relatedTarget: document.body });
    expect(isOpen()).toBe(false);

    fireEvent.pointerOver(summary, { pointerType: 'mouse' });
    fireEvent.click(summary, { detail: 1 });
    fireEvent.pointerOut(summary, { pointerType: 'mouse', relatedTarget: document.body });
    expect(isOpen(), 'pinned').toBe(true);

    fireEvent.pointerOver(summary, { pointerType: 'mouse' });
    fireEvent.click(summary, { detail: 1 });
    expect(isOpen()).toBe(false);
    // Moving within it does not open it again until the mouse has left.
    fireEvent.pointerOver(summary.querySelector('svg')!, { pointerType: 'mouse' });
    expect(isOpen()).toBe(false);
    fireEvent.pointerOut(summary, { pointerType: 'mouse', relatedTarget: document.body });
    fireEvent.pointerOver(summary, { pointerType: 'mouse' });
    expect(isOpen()).toBe(true);
  });

  it('has no axe violations, open or closed', async () => {
    const { container } = renderDropdown();
    await expectNoAxeViolations(container);
    await userEvent.click(trigger());
    await expectNoAxeViolations(container);
  });
});
