import styled from 'styled-components';
import { focusRing } from '../../theme/helpers';
import { media, theme } from '../../theme/theme';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  height: 100%;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.sm};
  transition:
    box-shadow ${theme.motion.normal},
    transform ${theme.motion.normal};

  &:hover,
  &:focus-within {
    box-shadow: ${theme.shadows.md};
    transform: translateY(-4px);
  }

  ${media.reducedMotion} {
    transition: none;
    &:hover,
    &:focus-within {
      transform: none;
    }
  }
`;

export const Logo = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  object-fit: contain;
  align-self: flex-start;
`;

export const Heading = styled.h2`
  && {
    margin: 0;
  }
  font-size: ${theme.fontSizes.lg};

  /* Stretched link: the whole card is the click target, the link stays the only tab stop. */
  & > a {
    color: ${theme.colors.text};
    text-decoration: none;
    outline: none;
  }
  & > a::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border-radius: ${theme.radii.lg};
  }
  & > a:hover {
    color: ${theme.colors.primary};
  }
  & > a:focus-visible::after {
    ${focusRing}
  }
`;

export const Intro = styled.p`
  && {
    margin: 0;
  }
  color: ${theme.colors.textMuted};
`;

export const Bullets = styled.ul`
  display: grid;
  gap: ${theme.space.xxs};
  margin: 0;
  padding-inline-start: ${theme.space.lg};
  font-size: ${theme.fontSizes.sm};

  li::marker {
    color: ${theme.colors.accent};
  }
`;
