/**
 * Text as people paste it together from several systems: trimmed (spaces and zero-width characters at
 * the edges), in Unicode NFC, and free of characters that cannot be seen but change what is shown.
 */

// Spaces and the zero-width characters (ZWSP, ZWNJ, ZWJ, word joiner, BOM) at either edge.
const EDGES = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;
// C0 and C1 controls (DEL with them), and the bidirectional embeddings, overrides and isolates.
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const NOT_ASCII = /[^\u0000-\u007F]/;

/** Trimmed, then NFC. Plain ASCII (most cells) skips the normalisation, which cannot change it. */
export function cleanText(raw: string): string {
  const trimmed = raw.replace(EDGES, '');
  return NOT_ASCII.test(trimmed) ? trimmed.normalize('NFC') : trimmed;
}

/** The first control or bidirectional-formatting character, as "U+202E", or undefined when there is none. */
export function unsafeCharacter(text: string): string | undefined {
  const match = UNSAFE.exec(text);
  return match ? `U+${match[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : undefined;
}

/** An email address as it is compared and stored: NFKC (width and compatibility forms folded), lower case. */
export function normaliseEmail(raw: string): string {
  return cleanText(raw).normalize('NFKC').toLowerCase();
}
