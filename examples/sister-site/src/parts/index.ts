// The parts of the page drawn by @inphr/ui.
export { Highlights, NewsPager, ServiceCards, SiteHeader, SiteStyles } from './with-ui.js';
