import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { SCROLL_TOP_TARGET_ID, theme } from '@inphr/ui';

const Link = styled.a`
  position: absolute;
  left: ${theme.space.md};
  top: -100px;
  z-index: ${theme.zIndices.modal};
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.colors.primary};
  color: ${theme.colors.textInverse};
  border-radius: ${theme.radii.md};
  /* Shown for keyboard focus; the back-to-top button also focuses it, after a click only invisibly. */
  &:focus-visible {
    top: ${theme.space.xs};
  }
  /* Back to top before the app runs is a link here: the margin (beyond its offset, shown or not)
     makes that scroll end at the very top of the page. */
  scroll-margin-top: 100px;
`;

export const MAIN_ID = 'main';

export function SkipLink() {
  const { t } = useTranslation();
  // The first stop of the page is also where the back-to-top button sends keyboard focus.
  return (
    <Link id={SCROLL_TOP_TARGET_ID} href={`#${MAIN_ID}`}>
      {t('common:skipLink')}
    </Link>
  );
}
