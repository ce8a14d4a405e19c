import { useTranslation } from 'react-i18next';
import { Carousel as UiCarousel, type CarouselProps } from '@inphr/ui/carousel';

/** packages/ui's carousel with the site's texts for its controls. */
export function Carousel(props: Omit<CarouselProps, 'goToLabel' | 'slideLabel' | 'pauseLabel' | 'playLabel'>) {
  const { t } = useTranslation();
  return (
    <UiCarousel
      goToLabel={(i, n) => t('common:carousel.goTo', { index: i + 1, count: n })}
      slideLabel={(i, n) => t('common:carousel.slide', { index: i + 1, count: n })}
      pauseLabel={t('common:carousel.pause')}
      playLabel={t('common:carousel.play')}
      {...props}
    />
  );
}
