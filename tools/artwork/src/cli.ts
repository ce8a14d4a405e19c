import { resolve } from 'node:path';
import { generateImages } from './generate-images';
import { generateQrCodes } from './generate-qr';

/** `inphr-artwork <images dir>`: the manifest's artwork and the store QR codes, written into the directory. */
export async function main(args: readonly string[]): Promise<void> {
  const [dir] = args;
  if (!dir || args.length !== 1) {
    console.error('usage: inphr-artwork <images dir>   (the web app builds with `inphr-artwork public/images`)');
    process.exit(2);
  }
  const outDir = resolve(dir);
  try {
    await generateImages(outDir);
    generateQrCodes(outDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
