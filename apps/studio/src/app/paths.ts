import { STUDIO_LINK_PATHS } from '@inphr/api';

/** Every screen of the studio, relative to its basename (/studio): links and routes read this table. */
export const STUDIO_BASENAME = '/studio';

export const studioPaths = {
  signIn: '/sign-in',
  /** Pages for someone not signed in; the first two are where the server's single-use links lead. */
  welcome: STUDIO_LINK_PATHS.invitation,
  passwordReset: STUDIO_LINK_PATHS.passwordReset,
  forgotPassword: '/forgot-password',
  home: '/',
  news: '/news',
  newsNew: '/news/new',
  newsEdit: (id: number) => `/news/${id}`,
  images: '/images',
  faq: '/faq',
  faqNew: '/faq/new',
  faqEdit: (id: number) => `/faq/${id}`,
  inquiries: '/inquiries',
  inquiry: (id: number) => `/inquiries/${id}`,
  staff: '/staff',
  audit: '/audit',
  account: '/account',
} as const;

/** The public page of an article with texts not saved yet, kept under `token` (server: studio/routes/news.ts). */
export function unsavedPreviewHref(token: string, lang: string): string {
  return `${STUDIO_BASENAME}/api/news/previews/${token}?lng=${lang}`;
}

/** The public FAQ page with a question's texts not saved yet, kept under `token` (server: studio/routes/faq.ts). */
export function unsavedFaqPreviewHref(token: string, lang: string): string {
  return `${STUDIO_BASENAME}/api/faq/previews/${token}?lng=${lang}`;
}

/** The public page of an article, rendered with its saved content for staff (server: studio/api.ts). */
export function previewHref(id: number, lang: string): string {
  return `${STUDIO_BASENAME}/api/news/${id}/preview?lng=${lang}`;
}

/** The public FAQ page with a question as saved, for staff who cannot edit it (server: studio/routes/faq.ts). */
export function faqPreviewHref(id: number, lang: string): string {
  return `${STUDIO_BASENAME}/api/faq/${id}/preview?lng=${lang}`;
}
