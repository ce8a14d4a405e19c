/** A LIKE/ILIKE pattern for a literal substring: `%`, `_` and `\` in the text match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
