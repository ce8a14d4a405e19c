import styled from 'styled-components';
import { visuallyHidden } from './helpers';

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
