/** The mapping editor's rules, apart from the screen: what is mapped, what is missing, what clashes. */
export interface TargetField {
  key: string;
  label: string;
  required: boolean;
}

/** column -> field, or null for a column that is not imported. */
export type MappingDraft = Record<string, string | null>;

/** The starting point: the job's own mapping if it has one, else the suggestion, for every column of the file. */
export function initialDraft(columns: string[], saved: Record<string, string> | null, suggested: Record<string, string>): MappingDraft {
  const source = saved ?? suggested;
  return Object.fromEntries(columns.map((c) => [c, source[c] ?? null]));
}

/** A saved profile applied to this file: its entries for columns the file has; other columns stay unmapped. */
export function applyProfile(columns: string[], profile: Record<string, string>, fields: TargetField[]): MappingDraft {
  const known = new Set(fields.map((f) => f.key));
  return Object.fromEntries(columns.map((c) => [c, profile[c] !== undefined && known.has(profile[c]) ? profile[c] : null]));
}

/** Required fields that no column is mapped to. */
export function missingRequired(draft: MappingDraft, fields: TargetField[]): TargetField[] {
  const mapped = new Set(Object.values(draft).filter(Boolean));
  return fields.filter((f) => f.required && !mapped.has(f.key));
}

/** Each field with the columns mapped to it, in file order. */
function columnsByField(draft: MappingDraft): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const [column, field] of Object.entries(draft)) if (field) byField.set(field, [...(byField.get(field) ?? []), column]);
  return byField;
}

/**
 * Fields that more columns are mapped to than they take, with those columns: one for most fields; a field
 * written in parts (a name in three columns) takes as many as its `parts`.
 */
export function duplicateTargets(draft: MappingDraft, parts: Readonly<Record<string, number>> = {}): Map<string, string[]> {
  return new Map([...columnsByField(draft)].filter(([field, columns]) => columns.length > (parts[field] ?? 1)));
}

/** Fields written in parts that several columns go to: their columns, joined with a space in file order. */
export function joinedFields(draft: MappingDraft, parts: Readonly<Record<string, number>>): Map<string, string[]> {
  return new Map([...columnsByField(draft)].filter(([field, columns]) => columns.length > 1 && columns.length <= (parts[field] ?? 1)));
}

/** The body's column_mapping: only the columns that are imported. */
export function toColumnMapping(draft: MappingDraft): Record<string, string> {
  return Object.fromEntries(Object.entries(draft).filter((entry): entry is [string, string] => entry[1] !== null));
}
