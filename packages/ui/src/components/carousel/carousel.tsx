import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import 'swiper/css';
import { theme } from '../../theme';
import { VisuallyHidden } from '../../theme/visually-hidden';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { PauseIcon, PlayIcon } from '../icons';
import { CarouselRoot, Controls, DotButton, DotList, SwiperFrame, ToggleButton } from './carousel.styles';

export type CarouselVariant = 'slides' | 'strip';

export interface CarouselProps {
  slides: ReactNode[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Autoplay delay. 'slides': autoplay only when set. 'strip': defaults to the speed (continuous). */
  autoplayMs?: number;
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Accessible name of each dot, e.g. (0, 3) => 'Show slide 1 of 3'. */
  goToLabel: (index: number, count: number) => string;
  pauseLabel: string;
  playLabel: string;
  variant?: CarouselVariant;
  /** Slides visible at the widest breakpoint ('strip' only; fewer on narrow screens). */
  slidesPerView?: number;
  /** Transition duration. Defaults: 500 ms ('slides'), 4000 ms ('strip'). */
  speedMs?: number;
  /** Accessible name of each slide. Defaults to the language-neutral '1 / 3'. */
  slideLabel?: (index: number, count: number) => string;
  className?: string;
}

const bp = (value: string) => parseInt(value, 10);
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
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [activeIndex, setActiveIndex] = useState(() => clampIndex(initialIndex, count));
  const [visibleCount, setVisibleCount] = useState(isStrip ? perView[0] : 1);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, true);
  const [choice, setChoice] = useState<'auto' | 'playing' | 'paused'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const playing = canAutoplay && (choice === 'playing' || (choice === 'auto' && !reducedMotion));
  const running = playing && !hovered && !focused;

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
    // Announce slide changes only when the user moves them, not on every autoplay tick.
    swiper.wrapperEl?.setAttribute('aria-live', running ? 'off' : 'polite');
  }, [swiper, running]);

  // Swiper reads its options once, at mount.
  const [swiperOptions] = useState<SwiperOptions>(() => {
    const shared: SwiperOptions = {
      modules: [A11y, Autoplay],
      speed,
      autoplay: {
        enabled: false, // started and stopped by the effect above
        delay: delay ?? 5000,
        disableOnInteraction: false,
        // Count the delay from the start of each move: a steady rhythm, and a seamless marquee.
        waitForTransition: false,
      },
      a11y: {
        enabled: true,
        id: wrapperId,
        slideRole: '',
        slideLabelMessage: '',
        wrapperLiveRegion: false,
      },
    };
    if (!isStrip) {
      return { ...shared, slidesPerView: 1, rewind: true, initialSlide: clampIndex(initialIndex, count) };
    }
    return {
      ...shared,
      loop: true,
      loopPreventsSliding: false,
      slidesPerView: perView[0],
      slidesPerGroup: 1,
      breakpoints: {
        [bp(theme.breakpoints.sm)]: { slidesPerView: perView[1] },
        [bp(theme.breakpoints.md)]: { slidesPerView: perView[2] },
        [bp(theme.breakpoints.lg)]: { slidesPerView: perView[3] },
      },
      initialSlide: clampIndex(initialIndex, count),
    };
  });

  const handleIndexChange = useCallback(
    (instance: SwiperInstance) => {
      setActiveIndex(instance.realIndex);
      onIndexChange?.(instance.realIndex % Math.max(1, count));
    },
    [onIndexChange, count],
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
    if (!swiper || swiper.destroyed) return;
    // Only the 'slides' variant has dots, and it rewinds rather than loops: slide indexes are real.
    swiper.slideTo(index, reducedMotion ? 0 : speed);
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(false);
  };
  const onFocus = () => setFocused(true);
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

  const rendered = Array.from({ length: renderedCount }, (_, renderedIndex) => {
    const index = renderedIndex % count;
    const hidden = !isVisible(renderedIndex);
    return (
      <SwiperSlide
        key={renderedIndex}
        role="group"
        aria-label={slideLabel(index, count)}
        aria-hidden={hidden || undefined}
        inert={hidden}
      >
        {slides[index]}
      </SwiperSlide>
    );
  });

  const showDots = !isStrip && count > 1;

  return (
    <CarouselRoot
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <SwiperFrame $variant={variant} $perView={perView}>
        <Swiper
          {...swiperOptions}
          onSwiper={handleSwiper}
          onRealIndexChange={handleIndexChange}
          onBreakpoint={handleBreakpoint}
        >
          {rendered}
        </Swiper>
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
