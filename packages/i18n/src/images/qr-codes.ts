import type { Store } from '@inphr/content';

/** The QR code of a service's store link, as a file under /images/ (drawn at build by tools/artwork). */
export function qrImageFile(slug: string, store: Store): string {
  return `qr/${slug}-${store}.svg`;
}

/** The address of that QR code. */
export function qrImageUrl(slug: string, store: Store): string {
  return `/images/${qrImageFile(slug, store)}`;
}
