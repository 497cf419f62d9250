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
      .replace(/[^\p{L}\p{N}]+/gu, ''),
  );
}

/**
 * A guess at each column's target field: first from the organisation's saved profiles (newest
 * first), then the field's own key, then its synonyms. No field is suggested twice.
 */
export function suggestMapping(
  columns: string[],
  dataset: DatasetDefinition,
  savedMappings: Record<string, string>[],
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
  for (const column of columns) assign(column, byName.get(normaliseHeader(column)));
  return suggestion;
}
