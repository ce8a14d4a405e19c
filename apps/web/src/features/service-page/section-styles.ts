import styled from 'styled-components';
import { theme } from '@inphr/ui';

/** A section's supporting paragraph. */
export const Muted = styled.p`
  color: ${theme.colors.textMuted};
  max-width: 48em;
`;

/** Two equal columns on a wide screen, one above the other on a narrow one. */
export const TwoColumns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  align-items: center;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** Text and picture side by side on a wide screen, one above the other on a narrow one. */
export const Split = styled(TwoColumns)`
  img {
    width: 100%;
    height: auto;
    border-radius: ${theme.radii.lg};
  }
`;

/** A picture across the whole width of the page. */
export const Wide = styled.div`
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;
