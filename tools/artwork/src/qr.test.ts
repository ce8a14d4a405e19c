import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { STORE_LINKS } from '@inphr/content';
import { qrPath } from './qr';

/** Rasterizes the SVG path (unit squares) into RGBA pixels, `scale` pixels per module. */
function rasterize(text: string, scale = 4) {
  const { size, path } = qrPath(text);
  const px = size * scale;
  const data = new Uint8ClampedArray(px * px * 4).fill(255);
  for (const m of path.matchAll(/M(\d+) (\d+)/g)) {
    const x0 = Number(m[1]) * scale;
    const y0 = Number(m[2]) * scale;
    for (let y = y0; y < y0 + scale; y++) {
      for (let x = x0; x < x0 + scale; x++) {
        const i = (y * px + x) * 4;
        data[i] = data[i + 1] = data[i + 2] = 0;
      }
    }
  }
  return { data, width: px, height: px };
}

describe('QR codes of the store links', () => {
  it.each(['care', 'pill', 'pro', 'diab', 'ibd', 'sym'])('decode back to the %s store links', (slug) => {
    for (const url of [STORE_LINKS.appStore(slug), STORE_LINKS.googlePlay(slug)]) {
      const { data, width, height } = rasterize(url);
      expect(jsQR(data, width, height)?.data).toBe(url);
    }
  });
});
