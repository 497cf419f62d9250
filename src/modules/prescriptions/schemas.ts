import { Type, type Static } from '@sinclair/typebox';
import { PRESCRIPTION_STATUSES } from '../../db/spending-tables.js';
import { envelope, StringEnum } from '../../lib/http-schemas.js';

export const PrescriptionStatus = StringEnum(PRESCRIPTION_STATUSES, {
  title: 'PrescriptionStatus',
  description: 'expired: active and past valid_until',
});
const text = (maxLength: number, description?: string) => Type.String({ minLength: 1, maxLength, ...(description ? { description } : {}) });
const optionalText = (maxLength: number) => Type.Optional(Type.Union([text(maxLength), Type.Null()]));

export const PrescriptionCreateBody = Type.Object(
  {
    member_id: Type.Optional(Type.String({ description: "SUPER_USER only: the member it is recorded for (a member's own leaves it out)" })),
    medication: text(300, 'the medicine as the doctor wrote it'),
    dosage: optionalText(300),
    quantity: optionalText(100),
    diagnosis: optionalText(500),
    prescriber_name: text(200),
    facility: optionalText(200),
    issued_on: Type.String({ format: 'date', description: 'the day the doctor wrote it (YYYY-MM-DD), not in the future' }),
    valid_until: Type.Optional(Type.String({ format: 'date', description: 'default: 30 days after issued_on' })),
    notes: optionalText(1_000),
  },
  { title: 'PrescriptionCreate', additionalProperties: false },
);
export type PrescriptionCreateBody = Static<typeof PrescriptionCreateBody>;

export const PrescriptionListQuery = Type.Object(
  {
    member_id: Type.Optional(Type.String({ format: 'uuid' })),
    status: Type.Optional(PrescriptionStatus),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    cursor: Type.Optional(Type.String({ maxLength: 200, description: '`next_cursor` of the previous page (send the same filters)' })),
  },
  { additionalProperties: false },
);
export type PrescriptionListQuery = Static<typeof PrescriptionListQuery>;

export const PrescriptionIdParams = Type.Object({ id: Type.String({ description: 'Id (UUID)' }) });

/** What every reader of a prescription sees (an order's finance officer too). */
const PrescriptionFacts = {
  id: Type.String({ format: 'uuid' }),
  member_id: Type.String(),
  status: PrescriptionStatus,
  issued_on: Type.String({ format: 'date' }),
  valid_until: Type.String({ format: 'date' }),
  has_attachment: Type.Boolean(),
};
/** The clinical fields (src/modules/clinical/rule.ts): only in the whole shape. */
const PrescriptionClinical = {
  medication: Type.String(),
  dosage: Type.Union([Type.String(), Type.Null()]),
  quantity: Type.Union([Type.String(), Type.Null()]),
  diagnosis: Type.Union([Type.String(), Type.Null()]),
  prescriber_name: Type.String(),
  facility: Type.Union([Type.String(), Type.Null()]),
  notes: Type.Union([Type.String(), Type.Null()]),
};
const Withheld = Type.Array(Type.String(), {
  description: 'the clinical fields left out for your active role (empty: you see them all)',
});

/** A prescription as an order shows it: the facts, and the clinical fields where the caller may see them. */
export const PrescriptionRefWhole = Type.Object({ ...PrescriptionFacts, ...PrescriptionClinical }, { title: 'PrescriptionRef' });
export const PrescriptionRefWithheld = Type.Object(PrescriptionFacts, { title: 'PrescriptionRefWithheld' });

const Audit = {
  created_by: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  allowed_actions: Type.Array(StringEnum(['cancel'] as const)),
};
export const Prescription = Type.Object(
  { ...PrescriptionFacts, ...PrescriptionClinical, ...Audit, withheld: Withheld },
  { title: 'Prescription' },
);
/** The same resource for a role that may not see clinical detail: the serializer cannot send what it does not declare. */
export const PrescriptionWithheld = Type.Object(
  { ...PrescriptionFacts, ...Audit, withheld: Withheld },
  { title: 'PrescriptionWithheld', description: 'a prescription without its clinical fields (see `withheld`)' },
);
const AnyPrescription = Type.Union([Prescription, PrescriptionWithheld], {
  title: 'PrescriptionAsSeen',
  description: 'the prescription whole, or without its clinical fields for your active role (`withheld` says which)',
});

export const PrescriptionResponse = envelope(AnyPrescription);
export const PrescriptionListResponse = envelope(
  Type.Object({ items: Type.Array(AnyPrescription), next_cursor: Type.Union([Type.String(), Type.Null()]) }, { title: 'PrescriptionPage' }),
);
