import { useTranslation } from 'react-i18next';
import { Carousel as UiCarousel, type CarouselProps } from '@inphr/ui/carousel';
import { STARTS_WHEN_MOVING } from '../boot/when-seen';

/** packages/ui's carousel with the site's texts for its controls. */
export function Carousel(props: Omit<CarouselProps, 'goToLabel' | 'slideLabel' | 'pauseLabel' | 'playLabel' | 'whenMoving'>) {
  const { t } = useTranslation();
  return (
    <UiCarousel
      goToLabel={(i, n) => t('common:carousel.goTo', { index: i + 1, count: n })}
      slideLabel={(i, n) => t('common:carousel.slide', { index: i + 1, count: n })}
      pauseLabel={t('common:carousel.pause')}
      playLabel={t('common:carousel.play')}
      // A playing carousel has work once seen: the page's boot script starts the app then (decision 0025).
      whenMoving={STARTS_WHEN_MOVING}
      {...props}
    />
  );
}
