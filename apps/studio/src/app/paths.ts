/** Every screen of the studio, relative to its basename (/studio): links and routes read this table. */
export const STUDIO_BASENAME = '/studio';

export const studioPaths = {
  signIn: '/sign-in',
  home: '/',
  news: '/news',
  newsNew: '/news/new',
  newsEdit: (id: number) => `/news/${id}`,
  faq: '/faq',
  faqNew: '/faq/new',
  faqEdit: (id: number) => `/faq/${id}`,
  inquiries: '/inquiries',
  inquiry: (id: number) => `/inquiries/${id}`,
  staff: '/staff',
  audit: '/audit',
  account: '/account',
} as const;

/** The public page of an article, rendered with its saved content for staff (server: studio/api.ts). */
export function previewHref(id: number, lang: string): string {
  return `${STUDIO_BASENAME}/api/news/${id}/preview?lng=${lang}`;
}
