import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { PrescriptionStatus, PrescriptionsTable } from '../../db/spending-tables.js';
import type { DB } from '../../db/schema.js';
import type { ListCursor } from '../../lib/list-cursor.js';
import { cursorAt } from '../../db/cursor-at.js';
import type { AttachmentType } from './attachment-content.js';

type Db = Kysely<DB> | Transaction<DB>;

/** A prescription as read: its status as of today (active past valid_until is expired), whether it has a photo. */
export type PrescriptionRow = Omit<Selectable<PrescriptionsTable>, 'status'> & {
  status: PrescriptionStatus;
  has_attachment: boolean;
  cursor_at: string;
};

export type NewPrescription = Omit<Selectable<PrescriptionsTable>, 'id' | 'status' | 'created_at' | 'updated_at'>;

/** The status as of `today`: the stored one, or expired for an active one past its last day. */
const effectiveStatus = (today: string) =>
  sql<PrescriptionStatus>`CASE WHEN p.status = 'active' AND p.valid_until < ${today}::date THEN 'expired' ELSE p.status END`;

const columns = (today: string) => sql`p.id, p.org_id, p.member_id, p.medication, p.dosage, p.quantity, p.diagnosis, p.prescriber_name,
  p.facility, p.notes, p.issued_on::text AS issued_on, p.valid_until::text AS valid_until, ${effectiveStatus(today)} AS status,
  EXISTS (SELECT 1 FROM prescription_attachments a WHERE a.prescription_id = p.id) AS has_attachment,
  p.created_by, p.created_at, p.updated_at,
  ${cursorAt(sql.ref('p.created_at'))} AS cursor_at`;

/** Prescriptions and their attachments: the only SQL of this capability. */
export class PrescriptionsRepository {
  constructor(readonly db: Kysely<DB>) {}

  async insert(trx: Transaction<DB>, record: NewPrescription, now: Date): Promise<string> {
    const row = await trx
      .insertInto('prescriptions')
      .values({ ...record, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async find(db: Db, orgId: string, id: string, today: string, lock = false): Promise<PrescriptionRow | undefined> {
    const result = await sql<PrescriptionRow>`SELECT ${columns(today)} FROM prescriptions p
      WHERE p.org_id = ${orgId}::uuid AND p.id = ${id}::uuid ${lock ? sql`FOR UPDATE OF p` : sql``}`.execute(db);
    return result.rows[0];
  }

  async findMany(db: Db, orgId: string, ids: readonly string[], today: string): Promise<PrescriptionRow[]> {
    if (ids.length === 0) return [];
    const result = await sql<PrescriptionRow>`SELECT ${columns(today)} FROM prescriptions p
      WHERE p.org_id = ${orgId}::uuid AND p.id IN (${sql.join(ids.map((id) => sql`${id}::uuid`))})`.execute(db);
    return result.rows;
  }

  /** Newest first, a page after the cursor. */
  async page(
    orgId: string,
    filter: { memberId?: string; status?: PrescriptionStatus },
    today: string,
    limit: number,
    cursor: ListCursor | undefined,
  ): Promise<PrescriptionRow[]> {
    const conditions = [sql`p.org_id = ${orgId}::uuid`];
    if (filter.memberId) conditions.push(sql`p.member_id = ${filter.memberId}::uuid`);
    if (filter.status) conditions.push(sql`${effectiveStatus(today)} = ${filter.status}`);
    if (cursor) conditions.push(sql`(p.created_at, p.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
    const result = await sql<PrescriptionRow>`SELECT ${columns(today)} FROM prescriptions p
      WHERE ${sql.join(conditions, sql` AND `)} ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit}`.execute(this.db);
    return result.rows;
  }

  /** A move of the stored status, only from `from` (a compare-and-set): whether it moved. */
  async move(db: Db, id: string, from: 'active' | 'used', to: 'active' | 'used' | 'cancelled', now: Date): Promise<boolean> {
    const result = await db
      .updateTable('prescriptions')
      .set({ status: to, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async saveAttachment(
    trx: Transaction<DB>,
    attachment: {
      prescription_id: string;
      org_id: string;
      content_type: AttachmentType;
      content: Buffer;
      sha256: string;
      uploaded_by: string;
    },
    now: Date,
  ): Promise<void> {
    const values = { ...attachment, size: attachment.content.length, created_at: now };
    await trx
      .insertInto('prescription_attachments')
      .values(values)
      .onConflict((conflict) => conflict.column('prescription_id').doUpdateSet(values))
      .execute();
    await trx.updateTable('prescriptions').set({ updated_at: now }).where('id', '=', attachment.prescription_id).execute();
  }

  async attachment(orgId: string, prescriptionId: string) {
    return this.db
      .selectFrom('prescription_attachments')
      .select(['content_type', 'content', 'size', 'sha256'])
      .where('org_id', '=', orgId)
      .where('prescription_id', '=', prescriptionId)
      .executeTakeFirst();
  }

  async memberOf(db: Db, orgId: string, memberId: string) {
    return db.selectFrom('members').select(['id', 'status']).where('org_id', '=', orgId).where('id', '=', memberId).executeTakeFirst();
  }
}
