import * as z from 'zod';
import { hasForbiddenText } from '../text-rules';

export const STUDIO_PAGE_SIZE = 20;
export const CSRF_HEADER = 'x-csrf-token';

/** What a 400 says of a field that breaks the text rule (`staffText`), wherever the rule is applied. */
export const STAFF_TEXT_REFUSED = 'contains characters that are not allowed (control or direction marks)';

/**
 * Text staff write that others read (titles, bodies, answers, notes): the one text rule of the site
 * (`hasForbiddenText`: no control characters, which PostgreSQL refuses in part, no lone
 * surrogates, no bidi controls that would reorder what a reader sees), the field named in the 400.
 */
export const staffText = () => z.string().refine((value) => !hasForbiddenText(value), STAFF_TEXT_REFUSED);

export interface StudioPage<T> {
  items: T[];
  total: number;
}
