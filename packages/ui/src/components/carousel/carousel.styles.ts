import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/helpers';
import { media, theme } from '../../theme/theme';

/** min-width 0: inside a grid or flex track Swiper must not push its track wider (it would grow without end). */
export const CarouselRoot = styled.section`
  position: relative;
  width: 100%;
  min-width: 0;
  max-width: 100%;
`;

/** Slide widths before Swiper has measured (SSR, first paint), so nothing jumps on hydration. */
export const SwiperFrame = styled.div<{ $variant: 'slides' | 'strip'; $perView: readonly number[]; $index: number; $speed: number }>`
  .swiper {
    width: 100%;
  }
  ${({ $variant, $index, $speed }) =>
    $variant === 'slides' &&
    css`
      /* Before the engine arrives the carousel moves itself, the way Swiper does. */
      .swiper:not(.swiper-initialized) .swiper-wrapper {
        transform: translate3d(${-100 * $index}%, 0, 0);
        transition-duration: ${$speed}ms;
      }
      ${media.reducedMotion} {
        .swiper:not(.swiper-initialized) .swiper-wrapper {
          transition-duration: 0ms;
        }
      }
    `}
  .swiper-slide[inert] {
    pointer-events: none;
  }
  ${({ $variant, $perView }) =>
    $variant === 'strip' &&
    css`
      .swiper-wrapper {
        /* A marquee: constant speed between slides, no easing pulses. */
        transition-timing-function: linear;
      }
      .swiper-slide {
        padding-inline: ${theme.space.xs};
      }
      .swiper:not(.swiper-initialized) .swiper-slide {
        width: calc(100% / ${$perView[0]});
      }
      ${media.up('sm')} {
        .swiper:not(.swiper-initialized) .swiper-slide {
          width: calc(100% / ${$perView[1]});
        }
      }
      ${media.up('md')} {
        .swiper:not(.swiper-initialized) .swiper-slide {
          width: calc(100% / ${$perView[2]});
        }
      }
      ${media.up('lg')} {
        .swiper:not(.swiper-initialized) .swiper-slide {
          width: calc(100% / ${$perView[3]});
        }
      }
    `}
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
`;

export const DotList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const DotButton = styled.button`
  /* The hit area is 24x24 CSS px even though the visible dot is smaller. */
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  min-height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  border-radius: ${theme.radii.pill};
  cursor: pointer;

  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    border-radius: ${theme.radii.pill};
    border: 2px solid ${theme.colors.borderStrong};
    background: ${theme.colors.background};
    transition:
      width ${theme.motion.fast},
      background-color ${theme.motion.fast};
  }
  &:hover::before {
    border-color: ${theme.colors.primary};
  }
  &[aria-current='true']::before {
    width: 24px;
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }
  ${media.reducedMotion} {
    &::before {
      transition: none;
    }
  }
`;

export const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  cursor: pointer;

  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
