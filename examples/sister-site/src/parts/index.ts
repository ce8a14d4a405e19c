// The parts of the page drawn by @inphr/ui. scripts/check-sister-site.mjs points this line at
// ./without-ui.js only while @inphr/ui cannot be built and packed in the repository it checks.
export { Highlights, NewsPager, ServiceCards, SiteHeader, SiteStyles } from './with-ui.js';
