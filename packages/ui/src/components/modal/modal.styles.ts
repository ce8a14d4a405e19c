import styled, { css, keyframes } from 'styled-components';
import { focusRing, focusRingInset } from '../../theme/helpers';
import { media, theme } from '../../theme/theme';

export type ModalSize = 'sm' | 'md' | 'lg';

// Dialog widths: no theme token covers them; they are capped by the viewport below.
const widths: Record<ModalSize, string> = { sm: '26rem', md: '40rem', lg: '60rem' };

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space.md};
  background: ${theme.colors.overlay};
  animation: ${fadeIn} ${theme.motion.normal} ease-out;

  ${media.reducedMotion} {
    animation: none;
  }
`;

/** The dialog's box, shared by Modal's and NativeModal's. */
const surface = css<{ $size: ModalSize }>`
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: 90vh;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
  overflow: hidden;

  &:focus-visible {
    ${focusRing}
  }
`;

export const Dialog = styled.div<{ $size: ModalSize }>`
  ${surface}
  display: flex;
  flex-direction: column;
`;

export const TitleBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.lg};
  border-bottom: 1px solid ${theme.colors.border};
`;

export const Title = styled.h2`
  && {
    margin: 0;
  }
  font-size: ${theme.fontSizes.xl};
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  flex-shrink: 0;
  min-height: 44px;
  padding: 0 ${theme.space.xs};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:hover {
    color: ${theme.colors.primaryHover};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const Content = styled.div`
  flex: 1 1 auto;
  max-height: 80vh;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${theme.space.lg};

  &:focus-visible {
    ${focusRingInset}
  }
`;

export const FooterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.lg};
  border-top: 1px solid ${theme.colors.border};
`;

/**
 * The same dialog as a native `<dialog>` shown modally (NativeModal): the browser draws the
 * overlay (`::backdrop`), centres it in the top layer and hides it while closed.
 */
export const NativeDialog = styled.dialog<{ $size: ModalSize }>`
  ${surface}
  width: calc(100% - 2 * ${theme.space.md});
  padding: 0;
  border: 0;

  &[open] {
    display: flex;
    flex-direction: column;
    animation: ${fadeIn} ${theme.motion.normal} ease-out;
  }
  &::backdrop {
    background: ${theme.colors.overlay};
  }
  ${media.reducedMotion} {
    &[open] {
      animation: none;
    }
  }
`;
