import { useState, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { defaultTheme } from '../../theme/theme';

export interface EngineSlide {
  key: number;
  label: string;
  hidden: boolean;
  content: ReactNode;
}

export interface SwiperEngineProps {
  slides: EngineSlide[];
  isStrip: boolean;
  speed: number;
  delay: number | undefined;
  wrapperId: string;
  perView: readonly [number, number, number, number];
  /** The slide the carousel shows when the engine takes over (it may have moved before). */
  initialIndex: number;
  onSwiper: (swiper: SwiperInstance) => void;
  onRealIndexChange: (swiper: SwiperInstance) => void;
  onBreakpoint: (swiper: SwiperInstance) => void;
}

const bp = (value: string) => parseInt(value, 10);

/**
 * Swiper, the carousel's engine for swiping, looping and timed moves. Loaded on demand by the
 * Carousel (it weighs about 29 KB gzip), which renders the same markup before it arrives.
 */
export default function SwiperEngine({ slides, isStrip, speed, delay, wrapperId, perView, initialIndex, ...handlers }: SwiperEngineProps) {
  // Swiper reads its options once, at mount.
  const [options] = useState<SwiperOptions>(() => {
    const shared: SwiperOptions = {
      modules: [A11y, Autoplay],
      speed,
      autoplay: {
        enabled: false, // started and stopped by the Carousel
        delay: delay ?? 5000,
        disableOnInteraction: false,
        // Count the delay from the start of each move: a steady rhythm, and a seamless marquee.
        waitForTransition: false,
      },
      a11y: { enabled: true, id: wrapperId, slideRole: '', slideLabelMessage: '', wrapperLiveRegion: false },
      initialSlide: initialIndex,
    };
    if (!isStrip) return { ...shared, slidesPerView: 1, rewind: true };
    return {
      ...shared,
      loop: true,
      loopPreventsSliding: false,
      slidesPerView: perView[0],
      slidesPerGroup: 1,
      breakpoints: {
        [bp(defaultTheme.breakpoints.sm)]: { slidesPerView: perView[1] },
        [bp(defaultTheme.breakpoints.md)]: { slidesPerView: perView[2] },
        [bp(defaultTheme.breakpoints.lg)]: { slidesPerView: perView[3] },
      },
    };
  });
  return (
    <Swiper {...options} {...handlers}>
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} role="group" aria-label={slide.label} aria-hidden={slide.hidden || undefined} inert={slide.hidden}>
          {slide.content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
