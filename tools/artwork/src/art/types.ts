import type koImageTexts from '@inphr/i18n/image-texts/ko.json';
import type { DrawContext } from '../draw/svg';

/** Every text drawn inside the pictures, in one language (the three files have one shape: packages/i18n images.test.ts). */
export type ImageTexts = typeof koImageTexts;

/** What a picture of the manifest is drawn from: its file's context, its texts, its language and size. */
export interface Paint {
  ctx: DrawContext;
  t: ImageTexts;
  lang: string;
  w: number;
  h: number;
}

/** A measurement as the texts give it: its label, value and unit (some with a short label). */
export interface Vital {
  label: string;
  value: string;
  unit: string;
  short?: string;
}

/** Draws the body of one picture of the manifest. */
export type Painter = (paint: Paint) => string;

/** A phone screen, drawn 320 units wide and `H` high. */
export type Screen = (H: number) => string;

/** A web page, drawn `w` wide and `H` high. */
export type WebPage = (w: number, H: number) => string;
