import type { ComponentPropsWithRef } from 'react';
import styled, { type IStyledComponent } from 'styled-components';
import { visuallyHidden } from './helpers';

/**
 * Text for screen readers only. Typed with styled-components' public type: the inferred one names
 * its internal files, which differ between the 6.x versions a site may have.
 */
export const VisuallyHidden: IStyledComponent<'web', ComponentPropsWithRef<'span'>> = styled.span`
  ${visuallyHidden}
`;
