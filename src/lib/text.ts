/**
 * Text as people paste it together from several systems: trimmed (spaces and zero-width characters at
 * the edges), in Unicode NFC, and free of characters that cannot be seen but change what is shown.
 */

// Spaces and the zero-width characters (ZWSP, ZWNJ, ZWJ, word joiner, BOM) at either edge.
const EDGES = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;
// C0 and C1 controls (DEL with them), the line and paragraph separators, the bidirectional embeddings,
// overrides and isolates, and the interlinear annotation marks (which hide the text between them).
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFFF9-\uFFFB]/;
// What shows nothing on its own: spaces, format and default-ignorable characters (fillers such as U+3164,
// tags, joiners, variation selectors), combining marks with nothing to combine with, unassigned code points.
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{M}]/gu;
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

/** Whether the text has at least one character that shows (a name of fillers and tags alone does not). */
export function hasVisibleCharacter(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}

/**
 * A name a person is shown by (a user's, a member's), or why it cannot be one: 1 to `max` characters
 * after cleaning, nothing that displays differently from what is stored, something that shows.
 */
export function nameProblem(name: string, max = 200): string | undefined {
  if (name.length < 1 || name.length > max) return `must be 1 to ${max} characters after trimming`;
  const unsafe = unsafeCharacter(name);
  if (unsafe) return `holds a control or text-direction character (${unsafe}), which would make it display differently from what is stored`;
  if (!hasVisibleCharacter(name)) return 'has no visible character';
  return undefined;
}

/**
 * A file name as it is kept and shown: every control, separator and text-direction character (which
 * could make it read differently from what it is) replaced by "_", at most 255 characters.
 */
export function safeFileName(raw: string): string {
  const unsafeEverywhere = new RegExp(UNSAFE.source, 'g');
  return cleanText(raw.replace(unsafeEverywhere, '_')).slice(0, 255);
}
