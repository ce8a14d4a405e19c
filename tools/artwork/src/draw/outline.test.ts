import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@inphr/content';
import { SERVICE_IMAGES, imageFiles, imageUrl } from '@inphr/i18n/images';
import { generateImages } from '../generate-images';
import { OutlineFonts, outlineTexts, textsOf } from './outline';

const ROOT = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100" font-family="'Noto Sans KR', sans-serif"><title>그림</title>`;

const fonts = new OutlineFonts();
async function outline(body: string, lang: Language = 'ko'): Promise<string> {
  const svg = `${ROOT}${body}</svg>`;
  expect(await fonts.prepare(textsOf(svg).map((t): [string, Language] => [t, lang]))).toEqual([]);
  return outlineTexts(svg, lang, fonts);
}

/** The transforms of the paths drawn for texts: [scale, x, y] each. */
function placements(svg: string): [number, number, number][] {
  return [...svg.matchAll(/<path transform="matrix\(([\d.]+) 0 0 -[\d.]+ ([\d.-]+) ([\d.-]+)\)"/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);
}

describe('the pictures’ words as outlines', () => {
  it('turns every text into a path at its place, keeps the title, and drops the font list', async () => {
    const svg = await outline('<text x="10" y="40" font-size="20" fill="#0b5cad">혈압 118/76</text>');
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('font-family');
    expect(svg).toContain('<title>그림</title>');
    expect(svg).toMatch(/<path transform="matrix\(0\.08 0 0 -0\.08 10 40\)" fill="#0b5cad" d="m[-\d]/);
  });

  it('places text by its anchor: the middle of a line at x, its end at x', async () => {
    const line = (anchor: string) => `<text x="200" y="50" font-size="16"${anchor ? ` text-anchor="${anchor}"` : ''}>Blood pressure</text>`;
    const [[, start]] = placements(await outline(line(''), 'en')) as [[number, number, number]];
    const [[, middle]] = placements(await outline(line('middle'), 'en')) as [[number, number, number]];
    const [[, end]] = placements(await outline(line('end'), 'en')) as [[number, number, number]];
    expect(start).toBe(200);
    const width = start - end;
    // "Blood pressure" at 16 px in Noto Sans: about 110 px.
    expect(width).toBeGreaterThan(90);
    expect(width).toBeLessThan(130);
    expect(middle).toBeCloseTo(200 - width / 2, 0);
  });

  it('draws the weight asked for, and takes size, weight and colour from the groups around a text', async () => {
    const regular = await outline('<text x="0" y="20">건강기록</text>');
    const bold = await outline('<text x="0" y="20" font-weight="700">건강기록</text>');
    const inherited = await outline('<g font-size="25" font-weight="700" fill="#e86a5c"><text x="0" y="20">건강기록</text></g>');
    const d = (svg: string) => svg.match(/ d="([^"]+)"/)![1];
    expect(d(bold)).not.toBe(d(regular));
    expect(d(inherited)).toBe(d(bold));
    expect(inherited).toContain('fill="#e86a5c"');
    expect(placements(inherited)[0]![0]).toBe(0.1);
  });

  it('draws tspans one after the other, each with its colour and its dx', async () => {
    const svg = await outline(
      '<text x="10" y="40" font-size="18.5" font-weight="800"><tspan fill="#1d2733">inPHR</tspan><tspan fill="#9a3412" dx="4.1">ROOM</tspan></text>',
      'en',
    );
    const [first, second] = placements(svg);
    expect(second![1] - first![1]).toBeGreaterThan(50);
    expect(svg.indexOf('#1d2733')).toBeLessThan(svg.indexOf('#9a3412'));
  });

  it('draws subscript digits, which the fonts lack, smaller and below the line', async () => {
    const [spo, two] = placements(await outline('<text x="0" y="30" font-size="20">SpO₂</text>', 'en'));
    expect(two![0]).toBeLessThan(spo![0]);
    expect(two![2]).toBeGreaterThan(spo![2]);
  });

  it('gives the same bytes for the same drawing', async () => {
    const body = '<text x="5" y="20" font-size="14">わたしの健康記録 · 7日</text>';
    expect(await outline(body, 'ja')).toBe(await outline(body, 'ja'));
  });

  it('names a character no font draws', async () => {
    expect(await fonts.prepare([['血圧 \u{E000}', 'ja']])).toEqual(['\u{E000}']);
  });
});

describe('the generated pictures', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'artwork-'));
    await generateImages(dir);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('hold no text, only outlines, in every file', () => {
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.svg'));
    expect(files.sort()).toEqual(imageFiles().sort());
    const withText = files.filter((f) => /<text|font-family/.test(readFileSync(join(dir, f), 'utf8')));
    expect(withText).toEqual([]);
    expect(files.filter((f) => statSync(join(dir, f)).size === 0)).toEqual([]);
  });

  it('draw the service logos as one sheet, a view for each', () => {
    const sheet = readFileSync(join(dir, 'services/logos.svg'), 'utf8');
    const views = [...sheet.matchAll(/<view id="([a-z]+)"/g)].map((m) => m[1]);
    expect(views.sort()).toEqual(
      Object.values(SERVICE_IMAGES)
        .map((i) => imageUrl(i.logo, 'en').split('#')[1])
        .sort(),
    );
    const ids = [...sheet.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, ref] of sheet.matchAll(/href="#([^"]+)"/g)) expect(ids).toContain(ref);
  });
});
