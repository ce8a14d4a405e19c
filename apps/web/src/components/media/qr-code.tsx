import { useMemo } from 'react';
import QRCode from 'qrcode';

/** Dark modules of a QR code for `text`, as an SVG path (one unit per module, quiet zone of 4). */
export function qrPath(text: string): { size: number; path: string } {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = qr.modules;
  const quiet = 4;
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (data[y * size + x]) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    }
  }
  return { size: size + quiet * 2, path };
}

/** A scannable QR code drawn as SVG (no image request, crisp at any size). */
export function QrCode({ value, label, size = 120 }: { value: string; label: string; size?: number }) {
  const { size: modules, path } = useMemo(() => qrPath(value), [value]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${modules} ${modules}`} width={size} height={size} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
