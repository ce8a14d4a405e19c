/** wawoff2 (Google's WOFF2 codec in WebAssembly) ships no types: the one function the tool uses. */
declare module 'wawoff2' {
  const wawoff2: { decompress(woff2: Uint8Array): Promise<Uint8Array> };
  export default wawoff2;
}
