import { css } from 'styled-components';
import { theme } from './theme';

/** Hidden on screen, still read by screen readers (the usual clip pattern; never display:none). */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * The keyboard focus ring, for `&:focus-visible { ${focusRing} }`. Outside the element, so it
 * never covers the content; where a parent would clip it, use focusRingInset.
 */
export const focusRing = css`
  outline: 3px solid ${theme.colors.focus};
  outline-offset: 2px;
`;

/** The focus ring drawn inside the element: for rows of a menu or list whose panel clips overflow. */
export const focusRingInset = css`
  outline: 3px solid ${theme.colors.focus};
  outline-offset: -3px;
`;
