export { Carousel } from './carousel';
export type { CarouselProps, CarouselVariant } from './carousel';
