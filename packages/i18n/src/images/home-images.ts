import landing from './manifest/landing.json';
import home from './manifest/home.json';
import { entry, list, type ImageSet, type ImageSetList } from './image-set';

/** The landing section's static image sets (docs/spec.md, "Entities": Static image sets). */
export const LANDING_IMAGES: {
  readonly appSlides: ImageSetList<2>;
  readonly webSlides: ImageSetList<3>;
  readonly phone: ImageSet;
  readonly web: ImageSet;
} = /*#__PURE__*/ (() => ({
  appSlides: list(landing.appSlides, 2),
  webSlides: list(landing.webSlides, 3),
  phone: entry(landing.phone),
  web: entry(landing.web),
}))();

/** Home page: hero phone, three-image intro block and the platform diagram (docs/spec.md, "Screens": Home). */
export const HOME_IMAGES: {
  readonly heroPhone: ImageSet;
  readonly intro: ImageSetList<3>;
  readonly platform: ImageSet;
} = /*#__PURE__*/ (() => ({
  heroPhone: entry(home.heroPhone),
  intro: list(home.intro, 3),
  platform: entry(home.platform),
}))();
