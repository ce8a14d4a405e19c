import type { NewsPagerProps, SiteHeaderProps } from './props.js';

/*
 * Stands in for ./with-ui.tsx while @inphr/ui has no build to pack (see scripts/check-sister-site.mjs
 * in the inPHR web repository): the parts drawn by @inphr/ui are left out, the rest of the site is
 * checked as usual.
 */

export function SiteStyles() {
  return null;
}

export function SiteHeader(_: SiteHeaderProps) {
  return null;
}

export function Highlights() {
  return null;
}

export function ServiceCards() {
  return null;
}

export function NewsPager(_: NewsPagerProps) {
  return null;
}
