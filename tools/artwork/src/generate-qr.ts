import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SERVICES, STORE_LINKS } from '@inphr/content';
import { qrImageFile } from '@inphr/i18n/images';
import { qrSvg } from './qr';

/** Writes the QR code of every store link of every service into `outDir` (under qr/). */
export function generateQrCodes(outDir: string): void {
  let count = 0;
  for (const service of SERVICES) {
    for (const store of service.stores) {
      const file = join(outDir, qrImageFile(service.slug, store));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, qrSvg(STORE_LINKS[store](service.slug)));
      count += 1;
    }
  }
  console.log(`generate-qr: ${count} QR codes in ${join(outDir, 'qr')}`);
}
