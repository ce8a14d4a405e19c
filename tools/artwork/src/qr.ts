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

/** A QR code as a standalone SVG document (white background, black modules, crisp edges). */
export function qrSvg(text: string): string {
  const { size, path } = qrPath(text);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>\n`;
}
