/**
 * Pictures a page shows many of at once (the 17 service logos of /service) are one file, a sheet
 * (decision 0020): each picture is a nested <svg> of it, stacked top to bottom, and a <view> names
 * its area, so `<img src="/images/services/logos.svg#care">` shows that picture alone. A browser
 * makes an SVG document for every SVG file an <img> shows, on the page's main thread, but one per
 * file, not per <img>: the 17 logos as 17 files cost a phone (4× slower CPU) 430–600 ms of main
 * thread, as one sheet 100–150 ms.
 *
 * The manifest names a picture of a sheet by its file and view: `services/logos.svg#care`
 * (`splitView` in @inphr/i18n).
 */
import { SHEET_VIEW } from '@inphr/i18n/images';

export interface SheetPart {
  view: string;
  /** The picture as a document of its own (draw/svg.ts `doc`, its words already outlines). */
  svg: string;
}

/**
 * One SVG document holding every part, each under its view's name. The parts' ids are prefixed
 * with their view (ids are the document's, not a nested <svg>'s), so two parts may use the same.
 */
export function composeSheet(parts: readonly SheetPart[]): string {
  const views = new Set<string>();
  let width = 0;
  let y = 0;
  const placed: string[] = [];
  const named: string[] = [];
  for (const { view, svg } of parts) {
    if (!SHEET_VIEW.test(view) || views.has(view)) throw new Error(`sheet: the view "${view}" is not a plain name or is named twice`);
    views.add(view);
    const open = /^<svg\b([^>]*)>/.exec(svg);
    const close = svg.lastIndexOf('</svg>');
    if (!open || close < 0) throw new Error(`sheet: the part "${view}" is not an SVG document`);
    const attrs = open[1]!;
    const w = Number(/\swidth="([\d.]+)"/.exec(attrs)?.[1]);
    const h = Number(/\sheight="([\d.]+)"/.exec(attrs)?.[1]);
    const viewBox = /\sviewBox="([^"]+)"/.exec(attrs)?.[1];
    if (!(w > 0 && h > 0) || !viewBox) throw new Error(`sheet: the part "${view}" has no width, height or viewBox`);
    // What the part's root set for its drawing (stroke caps and joins, say) stays on its <svg>.
    const inherited = attrs.replace(/\s(xmlns|width|height|viewBox)="[^"]*"/g, '');
    const body = prefixIds(svg.slice(open[0].length, close).trim(), view);
    placed.push(`<svg y="${y}" width="${w}" height="${h}" viewBox="${viewBox}"${inherited}>\n${body}\n</svg>`);
    named.push(`<view id="${view}" viewBox="0 ${y} ${w} ${h}"/>`);
    width = Math.max(width, w);
    y += h;
  }
  if (!parts.length) throw new Error('sheet: no parts');
  // No width or height on the sheet: a browser would keep them as the size of every view shown.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${y}">\n${named.join('\n')}\n${placed.join('\n')}\n</svg>\n`;
}

/** Every id the part defines and every reference to one (href="#…", url(#…)), under the part's prefix. */
function prefixIds(body: string, prefix: string): string {
  return body
    .replace(/\sid="([^"]+)"/g, (_m, id: string) => ` id="${prefix}-${id}"`)
    .replace(/href="#([^"]+)"/g, (_m, id: string) => `href="#${prefix}-${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_m, id: string) => `url(#${prefix}-${id})`);
}
