import type { Store } from '@inphr/content';
import { qrImageUrl } from '@inphr/i18n';

/**
 * A scannable QR code of a store link. Drawn at build time into a static SVG (tools/artwork), so
 * that the QR encoder (about 10 KB gzip) never ships to the browser.
 */
export function QrCode({ slug, store, label, size = 120 }: { slug: string; store: Store; label: string; size?: number }) {
  return <img src={qrImageUrl(slug, store)} alt={label} width={size} height={size} loading="lazy" decoding="async" />;
}
