/**
 * windows-1252 differs from Latin-1 only in 0x80–0x9F, where it has typographic characters instead of C1 controls.
 * The five bytes it leaves undefined keep their Latin-1 code points, as the WHATWG Encoding Standard says.
 */
const CHARACTERS_0X80_TO_0X9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const C1_CHARACTER = /[\u0080-\u009f]/g;

/**
 * Decodes windows-1252 bytes. We do not use `TextDecoder('windows-1252')`: Node 20 decodes that label as plain
 * Latin-1 and turns `0x80` into U+0080 instead of `€`.
 *
 * @example decodeWindows1252(Uint8Array.of(0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72)) // 'Müller'
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return latin1.replace(C1_CHARACTER, (c) => CHARACTERS_0X80_TO_0X9F.charAt(c.charCodeAt(0) - 0x80));
}
