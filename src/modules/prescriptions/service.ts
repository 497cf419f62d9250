import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { decodeCursor, encodeCursor } from '../../lib/list-cursor.js';
import { addDays, localToday } from '../../lib/local-date.js';
import { cleanText } from '../../lib/text.js';
import { isUuid } from '../../lib/uuid.js';
import type { ClinicalRecords } from '../clinical/service.js';
import { forSight, withhold } from '../clinical/rule.js';
import type { EventsRepository } from '../events/repository.js';
import type { AuthContext } from '../identity/accounts/auth-context.js';
import { attachmentType, MAX_ATTACHMENT_BYTES } from './attachment-content.js';
import { toPrescription, toPrescriptionRef, type PrescriptionRef } from './presenters.js';
import type { PrescriptionRow, PrescriptionsRepository } from './repository.js';
import type { PrescriptionCreateBody, PrescriptionListQuery } from './schemas.js';

const DEFAULT_VALIDITY_DAYS = 30;
const notFound = () => AppError.notFound('No such prescription.');

/**
 * Prescriptions: recorded by the member or a SUPER_USER for them, shown through the clinical rule (the
 * member and clinical:read whole, each other's read logged; everyone else withheld), used by an order.
 */
export class PrescriptionsService {
  constructor(
    private readonly prescriptions: PrescriptionsRepository,
    private readonly clinical: ClinicalRecords,
    private readonly events: EventsRepository,
    private readonly clock: Clock,
  ) {}

  private today = () => localToday(this.clock.now());

  async create(auth: AuthContext, body: PrescriptionCreateBody) {
    const memberId = await this.memberFor(auth, body.member_id);
    const today = this.today();
    if (body.issued_on > today) throw AppError.validation('issued_on', 'must not be in the future');
    const validUntil = body.valid_until ?? addDays(body.issued_on, DEFAULT_VALIDITY_DAYS);
    if (validUntil < body.issued_on) throw AppError.validation('valid_until', 'must be on or after issued_on');
    const clean = (value: string | null | undefined) => (value == null ? null : cleanText(value) || null);
    const record = {
      org_id: auth.orgId,
      member_id: memberId,
      medication: clean(body.medication),
      dosage: clean(body.dosage),
      quantity: clean(body.quantity),
      diagnosis: clean(body.diagnosis),
      prescriber_name: clean(body.prescriber_name),
      facility: clean(body.facility),
      notes: clean(body.notes),
      issued_on: body.issued_on,
      valid_until: validUntil,
      created_by: auth.userId,
    };
    // Required text that is only spaces: named without echoing it (a clinical value).
    if (!record.medication) throw AppError.validation('medication', 'must have a visible character');
    if (!record.prescriber_name) throw AppError.validation('prescriber_name', 'must have a visible character');
    const now = this.clock.now();
    const id = await this.prescriptions.db.transaction().execute(async (trx) => {
      const created = await this.prescriptions.insert(
        trx,
        { ...record, medication: record.medication!, prescriber_name: record.prescriber_name! },
        now,
      );
      await this.event(trx, 'prescription.created', auth, (await this.prescriptions.find(trx, auth.orgId, created, today))!, 'active');
      return created;
    });
    return this.get(auth, id);
  }

  async get(auth: AuthContext, id: string) {
    const row = await this.visible(this.prescriptions.db, auth, id);
    await this.clinical.disclose(auth, [{ member_id: row.member_id, what: 'prescription', resource_id: row.id }]);
    return forSight('prescription', toPrescription(row), this.clinical.sight(auth, row.member_id));
  }

  /** The organisation's (a member: their own), newest first. */
  async list(auth: AuthContext, query: PrescriptionListQuery) {
    const own = !auth.permissions.includes('finance:read') && !auth.permissions.includes('clinical:read');
    if (own && !auth.account.member_id) return { items: [], next_cursor: null };
    if (query.member_id !== undefined && own && query.member_id.toLowerCase() !== auth.account.member_id)
      return { items: [], next_cursor: null };
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const memberId = own ? auth.account.member_id! : query.member_id?.toLowerCase();
    const rows = await this.prescriptions.page(auth.orgId, { memberId, status: query.status }, this.today(), query.limit, cursor);
    await this.clinical.disclose(
      auth,
      rows.map((row) => ({ member_id: row.member_id, what: 'prescription' as const, resource_id: row.id })),
    );
    const last = rows.at(-1);
    return {
      items: rows.map((row) => forSight('prescription', toPrescription(row), this.clinical.sight(auth, row.member_id))),
      next_cursor:
        rows.length === query.limit && last ? encodeCursor({ at: last.cursor_at, id: last.id, page: (cursor?.page ?? 1) + 1 }) : null,
    };
  }

  /** The member (their own) or a SUPER_USER, while active. */
  async cancel(auth: AuthContext, id: string) {
    await this.prescriptions.db.transaction().execute(async (trx) => {
      const row = await this.writable(trx, auth, id);
      if (row.status !== 'active' || !(await this.prescriptions.move(trx, row.id, 'active', 'cancelled', this.clock.now())))
        throw notActive(row);
      await this.event(trx, 'prescription.cancelled', auth, { ...row, status: 'cancelled' }, 'active');
    });
    return this.get(auth, id);
  }

  /** Stores the photo or scan (checked by content), replacing one sent before. */
  async attach(auth: AuthContext, id: string, content: Buffer) {
    if (content.length === 0) throw AppError.validation('file', 'is empty');
    if (content.length > MAX_ATTACHMENT_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', 'The file is over 5 MB.', [
        { field: 'file', issue: 'must be at most 5 MB', reason: 'upload_limit' },
      ]);
    const type = attachmentType(content);
    await this.prescriptions.db.transaction().execute(async (trx) => {
      const row = await this.writable(trx, auth, id);
      await this.prescriptions.saveAttachment(
        trx,
        {
          prescription_id: row.id,
          org_id: auth.orgId,
          content_type: type,
          content,
          sha256: createHash('sha256').update(content).digest('hex'),
          uploaded_by: auth.userId,
        },
        this.clock.now(),
      );
      // The file's type and size, never its content (a photo of the paper is clinical).
      await this.event(trx, 'prescription.attachment_added', auth, { ...row, has_attachment: true }, row.status, {
        attachment: { content_type: type, size: content.length },
      });
    });
    return this.get(auth, id);
  }

  /** The attachment, for those who see the prescription's clinical detail (logged when it is not their own). */
  async attachment(auth: AuthContext, id: string) {
    const row = await this.visible(this.prescriptions.db, auth, id);
    if (this.clinical.sight(auth, row.member_id) === 'withheld')
      throw new AppError('FORBIDDEN', 'The attachment is clinical detail, withheld from your active role.');
    const file = await this.prescriptions.attachment(auth.orgId, row.id);
    if (!file) throw AppError.notFound('This prescription has no attachment.');
    await this.clinical.disclose(auth, [{ member_id: row.member_id, what: 'attachment', resource_id: row.id }]);
    return file;
  }

  /**
   * For an order: the member's prescription, active, as the order will show it (whole; the rule withholds).
   * Another member's or organisation's is 404; one no longer active 409.
   */
  async usableFor(trx: Transaction<DB>, orgId: string, memberId: string, id: string): Promise<PrescriptionRef> {
    const row = isUuid(id) ? await this.prescriptions.find(trx, orgId, id.toLowerCase(), this.today(), true) : undefined;
    if (!row || row.member_id !== memberId) throw notFound();
    if (row.status !== 'active') throw notActive(row);
    return toPrescriptionRef(row);
  }

  /** Prescriptions orders name, by id, as orders show them (whole; the rule withholds). */
  async refs(db: Kysely<DB> | Transaction<DB>, orgId: string, ids: readonly string[]): Promise<Map<string, PrescriptionRef>> {
    const rows = await this.prescriptions.findMany(db, orgId, [...new Set(ids)], this.today());
    return new Map(rows.map((row) => [row.id, toPrescriptionRef(row)]));
  }

  /** A fulfilled order used it: active becomes used (an expired one too, if the order was approved in time). */
  async markUsed(trx: Transaction<DB>, orgId: string, id: string, actorId: string): Promise<void> {
    const row = await this.prescriptions.find(trx, orgId, id, this.today(), true);
    if (!row || !(await this.prescriptions.move(trx, row.id, 'active', 'used', this.clock.now()))) return;
    await this.event(trx, 'prescription.used', actorId, { ...row, status: 'used' }, row.status);
  }

  /** Its order's fulfilment undone (a settlement's rollback): usable again (expired still reads expired). */
  async unmarkUsed(trx: Transaction<DB>, orgId: string, id: string, actorId: string): Promise<void> {
    const row = await this.prescriptions.find(trx, orgId, id, this.today(), true);
    if (!row || !(await this.prescriptions.move(trx, row.id, 'used', 'active', this.clock.now()))) return;
    await this.event(trx, 'prescription.use_undone', actorId, { ...row, status: 'active' }, row.status);
  }

  /** The prescription if the caller may see it (a member: their own); otherwise 404, as for none. */
  private async visible(db: Kysely<DB> | Transaction<DB>, auth: AuthContext, id: string): Promise<PrescriptionRow> {
    const row = isUuid(id) ? await this.prescriptions.find(db, auth.orgId, id.toLowerCase(), this.today()) : undefined;
    if (!row) throw notFound();
    const seesAll = auth.permissions.includes('finance:read') || auth.permissions.includes('clinical:read');
    if (!seesAll && row.member_id !== auth.account.member_id) throw notFound();
    return row;
  }

  /** Locked for a change by the member (their own) or a SUPER_USER. */
  private async writable(trx: Transaction<DB>, auth: AuthContext, id: string): Promise<PrescriptionRow> {
    const row = isUuid(id) ? await this.prescriptions.find(trx, auth.orgId, id.toLowerCase(), this.today(), true) : undefined;
    if (!row) throw notFound();
    if (!auth.permissions.includes('clinical:read') && row.member_id !== auth.account.member_id) throw notFound();
    return row;
  }

  private async memberFor(auth: AuthContext, named: string | undefined): Promise<string> {
    if (auth.permissions.includes('clinical:read')) {
      if (named === undefined) {
        if (auth.account.member_id) return auth.account.member_id;
        throw AppError.validation('member_id', 'is required: name the member the prescription is for');
      }
      const member = isUuid(named) ? await this.prescriptions.memberOf(this.prescriptions.db, auth.orgId, named.toLowerCase()) : undefined;
      if (!member) throw AppError.notFound('No such member.');
      return member.id;
    }
    if (named !== undefined)
      throw AppError.validation('member_id', 'is not a field a member sends: a member records their own prescriptions');
    if (!auth.account.member_id) throw new AppError('FORBIDDEN', 'Only a member records their own prescriptions.');
    return auth.account.member_id;
  }

  /** Events name the prescription's facts, never its clinical fields (the rule withholds them whoever reads). */
  private async event(
    trx: Transaction<DB>,
    kind:
      | 'prescription.created'
      | 'prescription.cancelled'
      | 'prescription.used'
      | 'prescription.use_undone'
      | 'prescription.attachment_added',
    actor: AuthContext | string,
    row: PrescriptionRow,
    from: string,
    extra: Record<string, unknown> = {},
  ) {
    const { withheld: _, ...facts } = withhold('prescription', toPrescriptionRef(row));
    await this.events.append(trx, {
      orgId: row.org_id,
      kind,
      occurredAt: this.clock.now(),
      data: {
        prescription_id: row.id,
        ...facts,
        status: { from, to: row.status },
        actor: { type: 'user', id: typeof actor === 'string' ? actor : actor.userId },
        ...extra,
      },
    });
  }
}

function notActive(row: PrescriptionRow): AppError {
  return new AppError('PRESCRIPTION_NOT_ACTIVE', `The prescription is ${row.status}: only an active one can be used or cancelled.`, [
    { field: 'prescription_id', issue: `is ${row.status}`, params: { status: row.status, valid_until: row.valid_until } },
  ]);
}
