import { AppError } from './app-error.js';

/** How deep a JSON body may nest: no request of the API nests more than a few levels. */
export const MAX_JSON_DEPTH = 64;
/** How many members all the objects of a JSON body may hold together: a mapping of the widest file has 500. */
export const MAX_JSON_MEMBERS = 10_000;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;

/**
 * Refuses, before any parser or validator walks it, a JSON text that nests deeper than MAX_JSON_DEPTH or
 * holds more than MAX_JSON_MEMBERS object members: a body nested 10,000 deep overflowed the stack of the
 * checks that walk it (a 500), and 90,000 unknown fields cost half a second of validation. One pass over
 * the characters, strings skipped; malformed text is left to the parser, which names it.
 */
export function checkJsonShape(text: string): void {
  let depth = 0;
  let members = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > MAX_JSON_DEPTH)
        throw AppError.validation(
          'body',
          `nests deeper than ${MAX_JSON_DEPTH} levels`,
          `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
        );
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    } else if (c === COLON && ++members > MAX_JSON_MEMBERS) {
      throw AppError.validation(
        'body',
        `holds more than ${MAX_JSON_MEMBERS} fields`,
        `The request body holds more than ${MAX_JSON_MEMBERS} fields.`,
      );
    }
  }
}
