import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/render';
import { Dropdown, type DropdownProps } from './dropdown';

const originalMatchMedia = window.matchMedia;

afterEach(() => {
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: originalMatchMedia });
});

function stubFinePointer(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

function renderDropdown(props: Partial<DropdownProps> = {}) {
  return render(
    <>
      <Dropdown
        label="About us"
        items={[
          { key: 'business', label: 'Business', href: '/business', current: true },
          { key: 'history', label: 'History', href: '/history' },
        ]}
        {...props}
      />
      <button type="button">Elsewhere</button>
    </>,
  );
}

const trigger = () => screen.getByRole('button', { name: 'About us' });

describe('Dropdown', () => {
  it('is a disclosure button that toggles its list on click', async () => {
    renderDropdown();
    const button = trigger();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(screen.getByRole('link', { name: 'Business' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'History' })).not.toHaveAttribute('aria-current');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with ArrowDown, moves with the arrow keys and closes on Escape back to the trigger', async () => {
    renderDropdown();
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Business' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'History' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Business' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'History' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('closes on an outside pointerdown and when focus leaves', async () => {
    renderDropdown();
    await userEvent.click(trigger());
    await userEvent.click(document.body);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger());
    await userEvent.tab(); // Business
    await userEvent.tab(); // History
    await userEvent.tab(); // Elsewhere
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
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
    const button = screen.getByRole('button', { name: 'Language' });
    await userEvent.click(button);
    const korean = screen.getByRole('button', { name: '한국어' });
    expect(korean).toHaveAttribute('aria-current', 'true');
    expect(korean).toHaveAttribute('lang', 'ko');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('uses the injected renderLink and closes when a link is chosen', async () => {
    const renderLink = vi.fn((props) => <a data-router="yes" {...props} />);
    renderDropdown({ renderLink });
    await userEvent.click(trigger());
    const link = screen.getByRole('link', { name: 'History' });
    expect(link).toHaveAttribute('data-router', 'yes');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover only with a fine pointer', () => {
    renderDropdown();
    const root = trigger().parentElement!;
    fireEvent.mouseEnter(root);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    stubFinePointer(true);
    fireEvent.mouseEnter(root);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(root);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    // A click on a hover-opened menu pins it open.
    fireEvent.mouseEnter(root);
    fireEvent.click(trigger());
    fireEvent.mouseLeave(root);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no axe violations, open or closed', async () => {
    const { container } = renderDropdown();
    await expectNoAxeViolations(container);
    await userEvent.click(trigger());
    await expectNoAxeViolations(container);
  });
});
