import type { AuthContext } from '../identity/accounts/auth-context.js';

/**
 * The clinical fields of each resource, as paths into what the API shows (`a[].b`: b of every item of
 * a). The one registry: responses, events, webhooks and exports withhold these and nothing else.
 */
export const CLINICAL_FIELDS = {
  prescription: ['medication', 'dosage', 'quantity', 'diagnosis', 'prescriber_name', 'facility', 'notes'],
  order: [
    'lines[].description',
    'lines[].quantity',
    'note',
    'prescription.medication',
    'prescription.dosage',
    'prescription.quantity',
    'prescription.diagnosis',
    'prescription.prescriber_name',
    'prescription.facility',
    'prescription.notes',
  ],
  /** A line of a member's own statement: what the order was for. */
  statement_line: ['description'],
} as const;
export type ClinicalResource = keyof typeof CLINICAL_FIELDS;

/**
 * How the caller sees a member's clinical detail, decided by the session's ACTIVE role: the member their
 * own (`own`); `clinical:read` (a SUPER_USER acting as one) everyone's, each read logged (`disclosed`);
 * everyone else nothing (`withheld`), FINANCE and HR_ADMIN and a SUPER_USER acting as FINANCE alike.
 */
export type ClinicalSight = 'own' | 'disclosed' | 'withheld';

export function sightOf(auth: Pick<AuthContext, 'permissions' | 'account'>, memberId: string): ClinicalSight {
  const self = auth.account.member_id === memberId;
  if (auth.permissions.includes('clinical:read')) return self ? 'own' : 'disclosed';
  if (auth.permissions.includes('prescriptions:read_own') && self) return 'own';
  return 'withheld';
}

/** Whether the caller may see clinical detail of any member but themselves (search, filters). */
export const readsClinical = (auth: Pick<AuthContext, 'permissions'>) => auth.permissions.includes('clinical:read');

export type Withheld<T> = Omit<T, 'withheld'> & { withheld: string[] };

/**
 * The resource without its clinical fields, and `withheld` listing the paths left out (only those the
 * resource had: an order without a prescription does not list the prescription's). A copy: the input is
 * not changed.
 */
export function withhold<T extends object>(resource: ClinicalResource, value: T): Withheld<T> {
  const copy = structuredClone(value) as Record<string, unknown>;
  const removed: string[] = [];
  for (const path of CLINICAL_FIELDS[resource]) if (removePath(copy, path.split('.'))) removed.push(path);
  return { ...(copy as T), withheld: removed };
}

/** The resource as the caller may see it: whole (`withheld: []`), or withheld. */
export function forSight<T extends object>(resource: ClinicalResource, value: T, sight: ClinicalSight): Withheld<T> {
  return sight === 'withheld' ? withhold(resource, value) : { ...value, withheld: [] };
}

function removePath(target: unknown, [head, ...rest]: string[]): boolean {
  if (target === null || typeof target !== 'object' || head === undefined) return false;
  const record = target as Record<string, unknown>;
  if (head.endsWith('[]')) {
    const items = record[head.slice(0, -2)];
    if (!Array.isArray(items)) return false;
    return items.map((item) => removePath(item, rest)).some(Boolean);
  }
  if (!(head in record)) return false;
  if (rest.length === 0) {
    delete record[head];
    return true;
  }
  return removePath(record[head], rest);
}
