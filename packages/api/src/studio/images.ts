import * as z from 'zod';
import { LANGUAGES } from '@inphr/content';
import { staffText } from './common';

/** The answer to an image upload: the file to show, and the picture's own size. */
export interface StudioImage {
  key: string;
  src: string;
  width: number;
  height: number;
  widths: number[];
}

/** Where an image is shown: an article's or a question's saved text (in a language), or its unpublished changes. */
export interface StudioImageUse {
  kind: 'news' | 'faq';
  id: number;
  title: string;
  lang: (typeof LANGUAGES)[number] | null;
  copy: 'saved' | 'changes';
}

/** An image of the library: its files, text alternatives, who uploaded it, and where it is used. */
export interface StudioLibraryImage extends StudioImage {
  /** The smallest file, for a list. */
  thumb: string;
  alt: Partial<Record<(typeof LANGUAGES)[number], string>>;
  createdAt: string;
  createdBy: string | null;
  uses: StudioImageUse[];
  /** Since when nothing has shown it (the image-gc job's mark); it is removed a grace period later. */
  unusedSince: string | null;
  /** When it is removed if nothing shows it meanwhile (null: in use). */
  removedAfter: string | null;
}

export const IMAGE_FILTERS = ['used', 'unused'] as const;

/** The library's text alternatives of an image, per language ('' removes one); the articles showing it follow. */
export const imageAltSchema = z
  .object({
    alt: z
      .object(
        Object.fromEntries(LANGUAGES.map((lang) => [lang, staffText().trim().max(300, 'at most 300 characters').optional()])) as Record<
          (typeof LANGUAGES)[number],
          z.ZodOptional<z.ZodString>
        >,
      )
      .strict(),
  })
  .strict();
export type ImageAlt = z.infer<typeof imageAltSchema>;
