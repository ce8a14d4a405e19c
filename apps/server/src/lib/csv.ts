const BOM = '\uFEFF';

/** Quoted when it holds a separator: `,`, or `;` (what Excel takes in locales with a decimal comma), a quote or a line break. */
function quote(text: string): string {
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cell(value: unknown, asText: boolean): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A number to keep as typed (a phone number's leading zero): Excel and LibreOffice read ="…" as
  // that text. Only digits and hyphens ever go inside, so this formula can compute nothing else.
  if (asText && /^[0-9][0-9-]*$/.test(text)) return quote(`="${text}"`);
  // A leading = + - @ would run as a formula in a spreadsheet.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return quote(text);
}

/**
 * CSV with a BOM and CRLF line ends, as Excel expects (it then reads UTF-8: Hangul and Kana
 * intact). `textColumns` names the columns whose digits must stay text.
 */
export function toCsv(header: string[], rows: unknown[][], options: { textColumns?: readonly string[] } = {}): string {
  const asText = header.map((name) => options.textColumns?.includes(name) ?? false);
  return (
    BOM +
    [header.map((h) => cell(h, false)).join(','), ...rows.map((row) => row.map((value, i) => cell(value, asText[i] ?? false)).join(','))].join('\r\n') +
    '\r\n'
  );
}
