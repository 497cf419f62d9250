import type { IntlShape } from 'react-intl';
import type { ListItem, ListKind, ListPatch } from '../api/useLists';
import type { OwnSentence } from '../../../lib/form-errors';

/** The fields each kind's form edits, in the import's order. */
export const FORM_FIELDS = {
  departments: ['code', 'name'],
  packages: ['code', 'name', 'description', 'allowance_amount'],
} as const satisfies Record<ListKind, readonly string[]>;

export type FormField = (typeof FORM_FIELDS)['packages'][number];
export type FormValues = Record<FormField, string>;

/** What the field shows of an item: a package's allowance as its amount alone (the currency is the organisation's). */
function shown(item: ListItem | undefined, field: FormField): string {
  if (!item) return '';
  if (field === 'allowance_amount') return 'allowance_amount' in item ? (item.allowance_amount?.amount ?? '') : '';
  if (field === 'description') return 'description' in item ? (item.description ?? '') : '';
  return item[field];
}

export function formValues(item?: ListItem): FormValues {
  return {
    code: shown(item, 'code'),
    name: shown(item, 'name'),
    description: shown(item, 'description'),
    allowance_amount: shown(item, 'allowance_amount'),
  };
}

/**
 * What the form sends: a new one's given fields; a change's fields that differ, an emptied optional one
 * as null. An allowance goes as Money in the organisation's currency.
 */
export function changedFields(kind: ListKind, values: FormValues, currency: string, item?: ListItem): ListPatch {
  const out: Record<string, unknown> = {};
  for (const field of FORM_FIELDS[kind]) {
    const value = values[field].trim();
    if (item && value === shown(item, field)) continue;
    if (!item && value === '') continue;
    const optional = field === 'description' || field === 'allowance_amount';
    if (value === '' && optional) out[field] = null;
    else out[field] = field === 'allowance_amount' ? { amount: value, currency } : value;
  }
  return out as ListPatch;
}

/** A code or name another department (or package) holds, said of the kind. */
export const takenSentence =
  (intl: IntlShape, kind: ListKind): OwnSentence =>
  (detail) =>
    detail.reason === 'ALREADY_EXISTS'
      ? intl.formatMessage({ id: `lists.${kind}.taken` }, { field: intl.formatMessage({ id: `field.${detail.field.split('.')[0]}` }) })
      : undefined;
