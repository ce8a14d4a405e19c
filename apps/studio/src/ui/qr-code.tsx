import { useMemo } from 'react';
import QRCode from 'qrcode';
import styled from 'styled-components';

/** Modules of light margin around the code: scanners need four to find it. */
export const QR_QUIET_ZONE = 4;

/** The dark modules of a QR code for `text` as one SVG path (a unit per module), and the side with the quiet zone. */
export function qrPath(text: string): { side: number; path: string } {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (data[y * size + x]) path += `M${x + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { side: size + QR_QUIET_ZONE * 2, path };
}

/**
 * A QR code drawn here as SVG elements: the text (a key) never leaves the browser, and the
 * studio's CSP allows neither a data: image nor markup set as HTML.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { side, path } = useMemo(() => qrPath(value), [value]);
  return (
    <Svg role="img" aria-label={label} viewBox={`0 0 ${side} ${side}`} shapeRendering="crispEdges">
      {/* Black on white whatever the theme: scanners read dark modules on a light ground. */}
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </Svg>
  );
}

const Svg = styled.svg`
  display: block;
  width: 12rem;
  max-width: 100%;
  height: auto;
  aspect-ratio: 1;
`;
