import { useTranslation } from 'react-i18next';
import type { ServiceSlug } from '@inphr/content';
import type { CardItem } from '../../components/card-list';

/** What the texts of every service (`svc-<slug>.json`) hold: the parts of the page all services share. */
export interface ServicePageTexts {
  headline: string;
  tagline: string;
  intro: string[];
  heroAlt: string;
  service: { heading: string; text: string };
  list: { heading: string; items: CardItem[] };
}

/** A list block of a service's texts: a heading and its cards. */
export interface ListTexts {
  heading: string;
  items: CardItem[];
}

/** Reads one top-level entry of a service's texts, typed as that entry of its Korean file. */
export type ServiceText<T> = <K extends keyof T & string>(key: K) => T[K];

/**
 * A service's texts in the page's language, entry by entry, typed by its Korean file (a section
 * module passes `typeof` its `import type … from '@inphr/i18n/locales/ko/svc-<slug>.json'`). The
 * one cast below is sound because the three languages of a namespace have the same keys and
 * shapes (packages/i18n, locales.test.ts), and `T` is checked against the common shape.
 */
export function useServiceTexts<T extends ServicePageTexts>(slug: ServiceSlug): ServiceText<T> {
  const { t } = useTranslation(`svc-${slug}`);
  return <K extends keyof T & string>(key: K) => t(key, { returnObjects: true }) as T[K];
}
