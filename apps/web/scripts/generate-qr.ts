// Writes the QR code of every store link of every service (apps/web/public/images/qr, git-ignored).
// Run by the build with tsx: the store links and the encoder are the app's own modules.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES, STORE_LINKS } from '@inphr/content';
import { qrImageUrl } from '../src/components/pictures/qr-code';
import { qrSvg } from '../src/components/pictures/qr-path';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../public');
let count = 0;
for (const service of SERVICES) {
  for (const store of service.stores) {
    const file = join(publicDir, qrImageUrl(service.slug, store));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, qrSvg(STORE_LINKS[store](service.slug)));
    count += 1;
  }
}
console.log(`generate-qr: ${count} QR codes in public/images/qr`);
