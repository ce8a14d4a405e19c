import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/render';
import { Carousel, type CarouselProps } from './carousel';

// jsdom has no layout, media queries or observers: give Swiper what it measures.
let reducedMotion = false;
const originalMatchMedia = window.matchMedia;
const originalResizeObserver = globalThis.ResizeObserver;
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
const offsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');

beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: query.includes('prefers-reduced-motion') ? reducedMotion : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 400 });
});

afterAll(() => {
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: originalMatchMedia });
  globalThis.ResizeObserver = originalResizeObserver;
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
  if (offsetWidth) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', offsetWidth);
});

beforeEach(() => {
  reducedMotion = false;
});

afterEach(() => {
  vi.useRealTimers();
});

const slides = ['One', 'Two', 'Three'].map((text) => <p key={text}>{text}</p>);

function renderCarousel(props: Partial<CarouselProps> = {}) {
  return render(
    <Carousel
      slides={slides}
      label="Screenshots"
      goToLabel={(index, count) => `Show slide ${index + 1} of ${count}`}
      pauseLabel="Pause"
      playLabel="Play"
      {...props}
    />,
  );
}

const dots = () => screen.getAllByRole('button', { name: /Show slide/ });
const activeDot = () => dots().findIndex((dot) => dot.getAttribute('aria-current') === 'true');

describe('Carousel', () => {
  it('starts at index 0 and exposes a labelled carousel region without arrows', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Screenshots' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(dots()).toHaveLength(3);
    expect(activeDot()).toBe(0);
    expect(screen.queryByRole('button', { name: /next|previous/i })).not.toBeInTheDocument();
    expect(region.querySelector('.swiper-button-next, .swiper-button-prev')).toBeNull();
  });

  it('changes slide on dot click and reports the index', async () => {
    const onIndexChange = vi.fn();
    renderCarousel({ onIndexChange });
    await userEvent.click(dots()[2]!);
    expect(activeDot()).toBe(2);
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
  });

  it('autoplays every autoplayMs and wraps to the first slide', () => {
    vi.useFakeTimers();
    const onIndexChange = vi.fn();
    renderCarousel({ autoplayMs: 5000, onIndexChange });
    expect(activeDot()).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeDot()).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeDot()).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeDot()).toBe(0);
    expect(onIndexChange.mock.calls.map(([index]) => index)).toEqual([1, 2, 0]);
  });

  it('pauses with the toggle button and resumes with it', () => {
    vi.useFakeTimers();
    renderCarousel({ autoplayMs: 5000 });
    const toggle = screen.getByRole('button', { name: 'Pause' });
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Play' })).toBe(toggle);
    act(() => vi.advanceTimersByTime(20000));
    expect(activeDot()).toBe(0);
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Pause');
    act(() => vi.advanceTimersByTime(5000));
    expect(activeDot()).toBe(1);
  });

  it('pauses while hovered or while focus is inside', () => {
    vi.useFakeTimers();
    renderCarousel({ autoplayMs: 5000 });
    const region = screen.getByRole('region', { name: 'Screenshots' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(10000));
    expect(activeDot()).toBe(0);
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(5000));
    expect(activeDot()).toBe(1);

    act(() => dots()[0]!.focus());
    act(() => vi.advanceTimersByTime(10000));
    expect(activeDot()).toBe(1);
    act(() => dots()[0]!.blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(activeDot()).toBe(2);
  });

  it('never starts autoplay under prefers-reduced-motion', () => {
    reducedMotion = true;
    vi.useFakeTimers();
    renderCarousel({ autoplayMs: 5000 });
    act(() => vi.advanceTimersByTime(20000));
    expect(activeDot()).toBe(0);
    // The control offers to start it, and only an explicit press does.
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('has no autoplay control without autoplayMs and honours initialIndex', () => {
    renderCarousel({ initialIndex: 1 });
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).not.toBeInTheDocument();
    expect(activeDot()).toBe(1);
  });

  it('carries the whenMoving attributes only while it can play by itself', () => {
    const whenMoving = { 'data-moves': 'yes' } as const;
    const region = () => screen.getByRole('region');
    const { unmount } = renderCarousel({ autoplayMs: 5000, whenMoving });
    expect(region()).toHaveAttribute('data-moves', 'yes');
    unmount();
    renderCarousel({ whenMoving });
    expect(region()).not.toHaveAttribute('data-moves');
  });

  it('hides and disables the slides that are out of view', async () => {
    const { container } = renderCarousel();
    const groups = container.querySelectorAll('.swiper-slide');
    expect(groups).toHaveLength(3);
    expect(groups[0]).not.toHaveAttribute('aria-hidden');
    expect(groups[0]).toHaveAttribute('aria-label', '1 / 3');
    expect(groups[1]).toHaveAttribute('aria-hidden', 'true');
    expect(groups[1]).toHaveAttribute('inert');
    await userEvent.click(dots()[1]!);
    // The click also brought in the engine, which renders the slides anew.
    const after = container.querySelectorAll('.swiper-slide');
    expect(after[1]).not.toHaveAttribute('inert');
    expect(after[0]).toHaveAttribute('inert');
  });

  it("renders Swiper's markup itself until the engine is needed, then hands over at the same slide", async () => {
    vi.useFakeTimers();
    const onIndexChange = vi.fn();
    const { container } = renderCarousel({ autoplayMs: 5000, onIndexChange });
    expect(container.querySelector('.swiper-initialized')).toBeNull();
    expect(container.querySelectorAll('.swiper-slide')).toHaveLength(3);
    // The first timed move is made here, and asks for the engine.
    act(() => vi.advanceTimersByTime(5000));
    expect(activeDot()).toBe(1);
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(container.querySelector('.swiper-initialized')).not.toBeNull();
    expect(activeDot()).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeDot()).toBe(2);
    expect(onIndexChange.mock.calls.map(([index]) => index)).toEqual([1, 2]);
  });

  it('reports each move once when the engine is already loaded (a second carousel on the page)', async () => {
    const first = renderCarousel();
    await userEvent.click(dots()[1]!);
    await vi.dynamicImportSettled();
    first.unmount();
    vi.useFakeTimers();
    const onIndexChange = vi.fn();
    renderCarousel({ autoplayMs: 5000, onIndexChange });
    act(() => vi.advanceTimersByTime(5000));
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(activeDot()).toBe(2);
    expect(onIndexChange.mock.calls.map(([index]) => index)).toEqual([1, 2]);
  });

  it('runs the strip as a looping marquee with a pause button and no dots', async () => {
    vi.useFakeTimers();
    const people = ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => <span key={name}>{name}</span>);
    const onIndexChange = vi.fn();
    const { container } = renderCarousel({ slides: people, variant: 'strip', slidesPerView: 6, speedMs: 4000, onIndexChange });
    // A marquee in view wants its engine at once.
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(screen.queryAllByRole('button', { name: /Show slide/ })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    // The slides repeat so the loop has enough of them.
    expect(container.querySelectorAll('.swiper-slide')).toHaveLength(12);
    for (let step = 0; step < 7; step += 1) act(() => vi.advanceTimersByTime(4000));
    expect(onIndexChange.mock.calls.map(([index]) => index)).toEqual([1, 2, 3, 4, 5, 0, 1]);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(12000));
    expect(onIndexChange).toHaveBeenCalledTimes(7);
  });

  it('has no axe violations', async () => {
    const { container } = renderCarousel({ autoplayMs: 5000 });
    await expectNoAxeViolations(container);
  });
});
