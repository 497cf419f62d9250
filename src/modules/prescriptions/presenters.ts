import type { PrescriptionRow } from './repository.js';

/** The facts and the clinical fields of a prescription, as an order shows it (whole; the rule withholds). */
export function toPrescriptionRef(row: PrescriptionRow) {
  return {
    id: row.id,
    member_id: row.member_id,
    status: row.status,
    issued_on: row.issued_on,
    valid_until: row.valid_until,
    has_attachment: row.has_attachment,
    medication: row.medication,
    dosage: row.dosage,
    quantity: row.quantity,
    diagnosis: row.diagnosis,
    prescriber_name: row.prescriber_name,
    facility: row.facility,
    notes: row.notes,
  };
}
export type PrescriptionRef = ReturnType<typeof toPrescriptionRef>;

/** A prescription as its own routes show it, whole (the clinical rule withholds before it is sent). */
export function toPrescription(row: PrescriptionRow) {
  return {
    ...toPrescriptionRef(row),
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    allowed_actions: row.status === 'active' ? ['cancel' as const] : [],
  };
}
