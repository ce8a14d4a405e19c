import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { VisuallyHidden } from '../../theme/visually-hidden';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { PauseIcon, PlayIcon } from '../icons';
import { CarouselRoot, Controls, DotButton, DotList, SwiperFrame, ToggleButton } from './carousel.styles';
import type { EngineSlide } from './swiper-engine';

const SwiperEngine = lazy(() => import('./swiper-engine'));

export type CarouselVariant = 'slides' | 'strip';

export interface CarouselProps {
  /** The slides' content, in order. */
  slides: ReactNode[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Autoplay delay. 'slides': autoplay only when set. 'strip': defaults to the speed (continuous). */
  autoplayMs?: number;
  /** The slide shown first (0 by default). */
  initialIndex?: number;
  /** Called with the index of the slide that comes into view. */
  onIndexChange?: (index: number) => void;
  /** Accessible name of each dot, e.g. (0, 3) => 'Show slide 1 of 3'. */
  goToLabel: (index: number, count: number) => string;
  /** Accessible name of the pause button. */
  pauseLabel: string;
  /** Accessible name of the play button. */
  playLabel: string;
  /** 'slides' (one at a time, with dots; default) or 'strip' (a looping marquee of several). */
  variant?: CarouselVariant;
  /** Slides visible at the widest breakpoint ('strip' only; fewer on narrow screens). */
  slidesPerView?: number;
  /** Transition duration. Defaults: 500 ms ('slides'), 4000 ms ('strip'). */
  speedMs?: number;
  /** Accessible name of each slide. Defaults to the language-neutral '1 / 3'. */
  slideLabel?: (index: number, count: number) => string;
  /** Class of the carousel region. */
  className?: string;
  /**
   * Attributes the carousel region carries while it can play by itself (autoplay set, more than one
   * slide), e.g. a mark the page's boot script watches for.
   */
  whenMoving?: Readonly<Record<`data-${string}`, string>>;
}

const defaultSlideLabel = (index: number, count: number) => `${index + 1} / ${count}`;

/** Slides per view at base, sm, md and lg widths for the strip. */
function stripPerView(max: number): readonly [number, number, number, number] {
  const capped = Math.max(1, max);
  return [Math.min(capped, 3), Math.min(capped, 4), Math.min(capped, 5), capped];
}

/**
 * A carousel on Swiper. 'slides' shows one slide with dots; 'strip' is a looping marquee.
 * Autoplay never starts by itself under prefers-reduced-motion, pauses on hover and while focus
 * is inside, and can be paused with a visible button. Slides out of view are inert.
 */
export function Carousel({
  slides,
  label,
  autoplayMs,
  initialIndex = 0,
  onIndexChange,
  goToLabel,
  pauseLabel,
  playLabel,
  variant = 'slides',
  slidesPerView = 6,
  speedMs,
  slideLabel = defaultSlideLabel,
  className,
  whenMoving,
}: CarouselProps) {
  const count = slides.length;
  const isStrip = variant === 'strip';
  const perView = useMemo(() => stripPerView(isStrip ? slidesPerView : 1), [isStrip, slidesPerView]);
  // Swiper's loop needs more slides than fit in view: the strip repeats its slides as needed.
  const copies = isStrip && count > 0 ? Math.max(1, Math.ceil((perView[3] * 2) / count)) : 1;
  const renderedCount = count * copies;
  const speed = speedMs ?? (isStrip ? 4000 : 500);
  const delay = isStrip ? (autoplayMs ?? speed) : autoplayMs;
  const canAutoplay = delay !== undefined && delay > 0 && count > 1;

  const wrapperId = `${useId()}-slides`;
  const rootRef = useRef<HTMLElement>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [activeIndex, setActiveIndex] = useState(() => clampIndex(initialIndex, count));
  const [visibleCount, setVisibleCount] = useState(isStrip ? perView[0] : 1);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, true);
  const [choice, setChoice] = useState<'auto' | 'playing' | 'paused'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [inView, setInView] = useState(false);
  // The engine (Swiper) is fetched when it is about to be needed: a touch, a pointer or focus on
  // the carousel, its first timed move, or a marquee coming into view. Until then the same markup
  // is rendered here, so the page neither waits for it nor shifts when it arrives.
  const [engineWanted, setEngineWanted] = useState(false);
  const wantEngine = useCallback(() => setEngineWanted(true), []);

  const playing = canAutoplay && (choice === 'playing' || (choice === 'auto' && !reducedMotion));
  const running = playing && !hovered && !focused;

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)), { rootMargin: '200px' });
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  // The last index reported, so that the engine starting where the carousel already is stays
  // silent. It is set when the report goes out, not in an effect: an engine already loaded (a
  // second carousel on the page) starts within the same commit, before this component's effects.
  const reported = useRef(activeIndex);
  const report = useCallback(
    (index: number) => {
      if (index === reported.current) return;
      reported.current = index;
      onIndexChange?.(index);
    },
    [onIndexChange],
  );
  // Before the engine: timed moves of a 'slides' carousel are done here (the first one asks for it).
  useEffect(() => {
    if (swiper || !running || !inView || delay === undefined) return;
    if (isStrip) {
      wantEngine();
      return;
    }
    const timer = setTimeout(() => {
      const next = (activeIndex + 1) % count;
      setActiveIndex(next);
      report(next);
      wantEngine();
    }, delay);
    return () => clearTimeout(timer);
  }, [swiper, running, inView, delay, isStrip, count, activeIndex, report, wantEngine]);

  // Swiper reads its options once; keep the delay in step with the prop.
  useEffect(() => {
    if (!swiper || swiper.destroyed || delay === undefined) return;
    const params = swiper.params.autoplay;
    if (params && typeof params === 'object') Object.assign(params, { delay });
  }, [swiper, delay]);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (running && !swiper.autoplay.running) swiper.autoplay.start();
    if (!running && swiper.autoplay.running) swiper.autoplay.stop();
    // Announce slide changes only when the user moves them, not on every timed move.
    swiper.wrapperEl?.setAttribute('aria-live', running ? 'off' : 'polite');
  }, [swiper, running]);

  const handleIndexChange = useCallback(
    (instance: SwiperInstance) => {
      setActiveIndex(instance.realIndex);
      report(instance.realIndex % Math.max(1, count));
    },
    [report, count],
  );

  const handleBreakpoint = useCallback((instance: SwiperInstance) => {
    const value = instance.params.slidesPerView;
    setVisibleCount(typeof value === 'number' ? value : 1);
  }, []);

  const handleSwiper = useCallback(
    (instance: SwiperInstance) => {
      setSwiper(instance);
      handleBreakpoint(instance);
    },
    [handleBreakpoint],
  );

  const goTo = (index: number) => {
    if (!swiper || swiper.destroyed) {
      setActiveIndex(index);
      report(index);
      wantEngine();
      return;
    }
    // Only the 'slides' variant has dots, and it rewinds rather than loops: slide indexes are real.
    swiper.slideTo(index, reducedMotion ? 0 : speed);
  };

  const onPointerEnter = (event: PointerEvent) => {
    wantEngine();
    if (event.pointerType === 'mouse') setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(false);
  };
  const onFocus = () => {
    wantEngine();
    setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next)) setFocused(false);
  };

  if (count === 0) return null;

  const isVisible = (renderedIndex: number) => {
    if (!isStrip) return renderedIndex === activeIndex;
    const offset = (renderedIndex - activeIndex + renderedCount) % renderedCount;
    return offset < visibleCount;
  };

  const rendered: EngineSlide[] = Array.from({ length: renderedCount }, (_, renderedIndex) => {
    const index = renderedIndex % count;
    return { key: renderedIndex, label: slideLabel(index, count), hidden: !isVisible(renderedIndex), content: slides[index] };
  });

  // Swiper's own markup before it initializes; a 'slides' carousel moves by a transform set by a
  // class (SwiperFrame), not a style attribute, which the strict CSP refuses in server markup.
  const staticTrack = (
    <div className="swiper">
      <div className="swiper-wrapper" id={wrapperId} aria-live={running ? 'off' : 'polite'}>
        {rendered.map((slide) => (
          <div key={slide.key} className="swiper-slide" role="group" aria-label={slide.label} aria-hidden={slide.hidden || undefined} inert={slide.hidden}>
            {slide.content}
          </div>
        ))}
      </div>
    </div>
  );

  const showDots = !isStrip && count > 1;

  return (
    <CarouselRoot
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      {...(canAutoplay ? whenMoving : undefined)}
      className={className}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      onTouchStart={wantEngine}
    >
      <SwiperFrame $variant={variant} $perView={perView} $index={activeIndex} $speed={speed}>
        {engineWanted ? (
          <Suspense fallback={staticTrack}>
            <SwiperEngine
              slides={rendered}
              isStrip={isStrip}
              speed={speed}
              delay={delay}
              wrapperId={wrapperId}
              perView={perView}
              initialIndex={activeIndex}
              onSwiper={handleSwiper}
              onRealIndexChange={handleIndexChange}
              onBreakpoint={handleBreakpoint}
            />
          </Suspense>
        ) : (
          staticTrack
        )}
      </SwiperFrame>
      {(showDots || canAutoplay) && (
        <Controls>
          {canAutoplay && (
            <ToggleButton type="button" onClick={() => setChoice(playing ? 'paused' : 'playing')}>
              {playing ? <PauseIcon /> : <PlayIcon />}
              <VisuallyHidden>{playing ? pauseLabel : playLabel}</VisuallyHidden>
            </ToggleButton>
          )}
          {showDots && (
            <DotList>
              {slides.map((_, index) => (
                <li key={index}>
                  <DotButton
                    type="button"
                    aria-current={index === activeIndex ? 'true' : undefined}
                    aria-label={goToLabel(index, count)}
                    onClick={() => goTo(index)}
                  />
                </li>
              ))}
            </DotList>
          )}
        </Controls>
      )}
    </CarouselRoot>
  );
}

function clampIndex(initialIndex: number, count: number): number {
  return Math.min(Math.max(0, initialIndex), Math.max(0, count - 1));
}
