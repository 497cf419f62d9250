import type { DatasetDefinition } from '../datasets/types.js';
import { foldAmharic } from '../../../lib/amharic.js';

/**
 * Header names compare without case, punctuation, spacing or a unit in brackets, and with Amharic's
 * interchangeable letters folded: "Employee No.", "employee_no" and "EMPLOYEE NO" are one; "Annual
 * Allowance (ETB)" is "annualallowance"; "ጾታ" and "ፆታ" are one.
 */
export function normaliseHeader(header: string): string {
  return foldAmharic(
    header
      .normalize('NFKC')
      .toLowerCase()
      .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
      // A calendar named in the header ("የትውልድ ቀን ዓ.ም") says how the dates are written, not what they are.
      .replace(/ዓ\s?[./]?\s?ም\.?|በኢትዮጵያ\s*አቆጣጠር/gu, '')
      .replace(/[^\p{L}\p{N}]+/gu, ''),
  );
}

/**
 * A column a file keeps beside the current one ("Phone (old)", "Previous phone", "ስልክ (የድሮ)"): never
 * suggested for a field, whatever its name says besides.
 */
const OLD_VALUE = /(?:^|[^\p{L}])(?:old|previous|prev|former|earlier|outdated)(?:[^\p{L}]|$)|የድሮ|የቀድሞ|የቀደመ|ድሮ/iu;

/**
 * Headers that number the rows rather than name anyone ("ID", "No.", "S/N", "ተ.ቁ", "#"): suggested for a
 * field only when no other column names it (an "Employee No" column is the number, not the serial).
 */
const GENERIC = new Set(
  ['', 'id', 'no', 'nr', 'num', 'number', 'sn', 'sno', 'serial', 'serialno', 'sr', 'srno', 'rowid', 'ተቁ', 'ቁጥር', 'ተራቁጥር'].map((h) =>
    foldAmharic(h),
  ),
);

/**
 * A guess at each column's target field: first from the organisation's saved profiles (newest first),
 * then the field's own key, then its synonyms; visible columns before hidden ones, named columns before
 * generic ones. No field is suggested twice, but a field written in parts (a name in three columns: ስም,
 * የአባት ስም, የአያት ስም) takes every part, when no column holds it whole.
 */
export function suggestMapping(
  columns: string[],
  dataset: DatasetDefinition,
  savedMappings: Record<string, string>[],
  hidden: readonly string[] = [],
): Record<string, string> {
  const fieldKeys = new Set(dataset.fields.map((f) => f.key));
  const byName = new Map<string, string>();
  for (const field of dataset.fields) {
    for (const synonym of [...field.synonyms.en, ...field.synonyms.am])
      if (!byName.has(normaliseHeader(synonym))) byName.set(normaliseHeader(synonym), field.key);
  }
  // The keys win over synonyms that happen to equal another field's key.
  for (const field of dataset.fields) byName.set(normaliseHeader(field.key), field.key);

  const suggestion: Record<string, string> = {};
  const taken = new Set<string>();
  const assign = (column: string, field: string | undefined) => {
    if (field && fieldKeys.has(field) && !taken.has(field) && !(column in suggestion)) {
      suggestion[column] = field;
      taken.add(field);
    }
  };
  for (const saved of savedMappings) {
    const savedByHeader = new Map(Object.entries(saved).map(([header, field]) => [normaliseHeader(header), field]));
    for (const column of columns) assign(column, savedByHeader.get(normaliseHeader(column)));
  }
  const hiddenSet = new Set(hidden);
  const candidates = columns.filter((column) => !OLD_VALUE.test(column));
  const generic = (column: string) => GENERIC.has(normaliseHeader(column));
  const inOrder = [
    ...candidates.filter((c) => !hiddenSet.has(c) && !generic(c)),
    ...candidates.filter((c) => hiddenSet.has(c) && !generic(c)),
    ...candidates.filter((c) => !hiddenSet.has(c) && generic(c)),
    ...candidates.filter((c) => hiddenSet.has(c) && generic(c)),
  ];
  const fromSaved = new Set(Object.keys(suggestion));
  suggestParts(dataset, inOrder, suggestion, taken, fromSaved);
  for (const column of inOrder) assign(column, byName.get(normaliseHeader(column)));
  return suggestion;
}

/** Which part of a field written in parts a header names (0 for the first), or -1. */
function partOf(parts: readonly { en: readonly string[]; am: readonly string[] }[], column: string): number {
  const name = normaliseHeader(column);
  return parts.findIndex((part) => [...part.en, ...part.am].some((synonym) => normaliseHeader(synonym) === name));
}

/**
 * A field written in parts: when two parts or more have a column and no column names the field whole
 * (a "Full name" column beside the parts is the name), every part's column is suggested for it.
 */
function suggestParts(
  dataset: DatasetDefinition,
  columns: readonly string[],
  suggestion: Record<string, string>,
  taken: Set<string>,
  fromSaved: Set<string>,
) {
  for (const field of dataset.fields) {
    if (!field.parts || taken.has(field.key)) continue;
    const parts = field.parts;
    const found = new Map<number, string>();
    for (const column of columns) {
      const part = partOf(parts, column);
      if (part >= 0 && !found.has(part) && !fromSaved.has(column)) found.set(part, column);
    }
    const whole = new Set([...field.synonyms.en, ...field.synonyms.am, field.key].map(normaliseHeader));
    const partNames = new Set(parts.flatMap((part) => [...part.en, ...part.am]).map(normaliseHeader));
    const wholeColumn = columns.some((column) => whole.has(normaliseHeader(column)) && !partNames.has(normaliseHeader(column)));
    if (found.size < 2 || wholeColumn) continue;
    for (const column of found.values()) suggestion[column] = field.key;
    taken.add(field.key);
  }
}
