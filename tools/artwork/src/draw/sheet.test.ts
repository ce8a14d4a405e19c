import { describe, expect, it } from 'vitest';
import { composeSheet } from './sheet';

const part = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 72" width="240" height="72" stroke-linecap="round">\n<title>T</title>\n<defs><path id="ic" d="M0 0h1"/><linearGradient id="g"/></defs>\n<use href="#ic"/><rect fill="url(#g)" stroke="${fill}"/>\n</svg>\n`;

describe('composeSheet', () => {
  const sheet = composeSheet([
    { view: 'care', svg: part('#111111') },
    { view: 'dash', svg: part('#222222') },
  ]);

  it('stacks the parts and names each area with a view', () => {
    expect(sheet).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 240 144">/);
    expect(sheet).toContain('<view id="care" viewBox="0 0 240 72"/>');
    expect(sheet).toContain('<view id="dash" viewBox="0 72 240 72"/>');
    expect(sheet).toContain('<svg y="72" width="240" height="72" viewBox="0 0 240 72" stroke-linecap="round">');
  });

  it('keeps each part’s ids its own', () => {
    expect(sheet).toContain('<path id="care-ic"');
    expect(sheet).toContain('<use href="#dash-ic"/>');
    expect(sheet).toContain('fill="url(#dash-g)" stroke="#222222"');
    expect(sheet).not.toMatch(/id="ic"|href="#ic"|url\(#g\)/);
  });

  it('refuses a view named twice and a part that is not a picture', () => {
    expect(() =>
      composeSheet([
        { view: 'a', svg: part('#000000') },
        { view: 'a', svg: part('#000000') },
      ]),
    ).toThrow(/named twice/);
    expect(() => composeSheet([{ view: 'a', svg: '<g/>' }])).toThrow(/not an SVG document/);
    expect(() => composeSheet([])).toThrow(/no parts/);
  });
});
