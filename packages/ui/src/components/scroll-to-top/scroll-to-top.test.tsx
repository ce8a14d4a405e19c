import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/render';
import { ScrollToTopButton } from './scroll-to-top';

const originalMatchMedia = window.matchMedia;
let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
});

afterEach(() => {
  vi.mocked(window.scrollTo).mockRestore();
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: originalMatchMedia });
});

function stubReducedMotion(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({ matches, media: query, addEventListener: () => {}, removeEventListener: () => {} }),
  });
}

describe('ScrollToTopButton', () => {
  it('is a labelled link to the top, with a hidden icon, that the app scrolls smoothly', async () => {
    stubReducedMotion(false);
    render(<ScrollToTopButton label="Back to top" />);
    const link = screen.getByRole('link', { name: 'Back to top' });
    // Before any script: an in-page link to the top target (or, without one, the top of the page).
    expect(link).toHaveAttribute('href', '#top');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    link.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented, 'no #top in the address once the app runs').toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    // Without a #top target focus stays on the link.
    expect(link).toHaveFocus();
  });

  it('jumps without animation under reduced motion', async () => {
    stubReducedMotion(true);
    render(<ScrollToTopButton label="Back to top" />);
    await userEvent.click(screen.getByRole('link', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });

  it('moves focus to the #top target when there is one', async () => {
    render(
      <>
        <main id="top">Content</main>
        <ScrollToTopButton label="Back to top" />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Back to top' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it('has no axe violations', async () => {
    const { container } = render(<ScrollToTopButton label="Back to top" />);
    await expectNoAxeViolations(container);
  });
});
