import { AppError } from '../../lib/app-error.js';
import { cleanText } from '../../lib/text.js';
import { phone } from '../../lib/records/parsers.js';
import { isUuid } from '../../lib/uuid.js';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { drawingCustomerIdsAgain, uniqueViolationAs } from '../../lib/database-errors.js';
import { decodeCursor, encodeCursor, type ListCursor } from '../../lib/list-cursor.js';
import { csvLine, UTF8_BOM } from '../../lib/csv-writer.js';
import type { MemberSort } from './schemas.js';
import type { ErrorDetail } from '../../lib/app-error.js';
import type { AuthContext } from '../identity/accounts/auth-context.js';
import { alreadyTaken, checkedRecord, MEMBER_FIELDS, type MemberRecord, type MemberValues } from './member-rules.js';
import type { AllowancesService } from '../allowances/service.js';
import type { EventsRepository } from '../events/repository.js';
import type { Clock } from '../../lib/clock.js';
import type { MemberColumns, MemberFilter, MemberRow, MembersRepository } from './repository.js';
import { fromCents, money, toCents } from '../../lib/money.js';

export interface MemberListQuery {
  page: number;
  page_size: number;
  q?: string | undefined;
  department?: string | undefined;
  package?: string | undefined;
  status?: 'active' | 'inactive' | undefined;
  import_job_id?: string | undefined;
  sort?: MemberSort | undefined;
  cursor?: string | undefined;
}

export type MemberExportQuery = Omit<MemberListQuery, 'page' | 'page_size' | 'cursor'>;

/** The export's columns: the members import's own, so that an exported list, changed, imports again as an update. */
const EXPORT_COLUMNS = [...MEMBER_FIELDS, 'status'];
/** How many members the export reads at a time (one keyset page each: never the whole list in memory). */
const EXPORT_PAGE = 1_000;

/** Up to how many matching members the list counts exactly; beyond, the database's estimate, said so. */
const EXACT_COUNT_UP_TO = 1_000;

function toMember(row: MemberRow) {
  const { allowance_source, ...rest } = row;
  return {
    ...rest,
    allowance_follows_package: allowance_source === 'package',
    gender: row.gender as 'female' | 'male' | 'other' | null,
    status: row.status as 'active' | 'inactive',
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Reading the organisation's members (a page with search and filters, one member), and HR's changes of one. */
export class MembersService {
  constructor(
    private readonly members: MembersRepository,
    private readonly events: EventsRepository,
    private readonly clock: Clock,
    private readonly allowances: AllowancesService,
  ) {}

  /**
   * Creates one member with the import's fields and rules (400 naming each field with the import's code;
   * 409 for an employee number, email or phone another active member holds; the organisation's
   * departments and packages), and its event `member.created` with the actor, in one transaction.
   */
  async create(auth: AuthContext, values: MemberValues) {
    const now = this.clock.now();
    const record = checkedRecord(values as MemberRecord, now, auth.account.org_currency);
    const id = await this.write(async (trx) => {
      const { columns } = await this.columnsOf(trx, auth.orgId, record);
      const taken = await this.members.takenBy(trx, auth.orgId, record);
      if (taken) throw alreadyTaken(taken);
      const memberId = await this.members.insert(trx, auth.orgId, columns, now);
      await this.events.append(trx, {
        orgId: auth.orgId,
        kind: 'member.created',
        occurredAt: now,
        data: { member_id: memberId, actor: { type: 'user', id: auth.userId } },
      });
      return memberId;
    });
    return this.get(auth, id);
  }

  /**
   * Changes fields of a member by the same rules: a field sent as null is emptied (a required one is
   * refused), one not sent is kept. 409 for a value another active member holds. `member.updated` carries
   * each changed field before and after; the same values again change nothing and write no event.
   */
  async update(auth: AuthContext, id: string, values: MemberValues) {
    const now = this.clock.now();
    await this.write(async (trx) => {
      const current = await this.members.lockRecord(trx, auth.orgId, memberId(id));
      if (!current) throw AppError.notFound(NO_SUCH_MEMBER);
      const before: MemberRecord = Object.fromEntries(
        MEMBER_FIELDS.map((key) => [key, (current as Record<string, unknown>)[key] as string | null]),
      );
      const sent = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as MemberRecord;
      // A member who follows their package and moves to another, with no amount of their own given, takes the new package's.
      const follows = current.allowance_source === 'package' && sent.package_code !== undefined && sent.allowance_amount === undefined;
      const { columns, record } = await this.columnsOf(
        trx,
        auth.orgId,
        checkedRecord({ ...before, ...sent, ...(follows ? { allowance_amount: null } : {}) }, now, auth.account.org_currency),
        current,
      );
      const changes = Object.fromEntries(
        MEMBER_FIELDS.filter((key) => (before[key] ?? null) !== (record[key] ?? null)).map((key) => [
          key,
          { from: before[key] ?? null, to: record[key] ?? null },
        ]),
      );
      if (Object.keys(changes).length === 0) return;
      if (current.status === 'active') {
        const taken = await this.members.takenBy(trx, auth.orgId, record, current.id);
        if (taken) throw alreadyTaken(taken);
      }
      // The account first (it says why a lower allowance is refused); the member's row then finds it equal
      // (migration 0037), and the account's row is taken before the events' lock, as an order's action takes them.
      if (changes.allowance_amount && current.status === 'active')
        await this.allowances.allowanceChanged(trx, auth.orgId, auth.account.org_currency, current.id, columns.allowance_amount, {
          type: 'user',
          id: auth.userId,
        });
      await this.members.update(trx, current.id, columns, now);
      await this.events.append(trx, {
        orgId: auth.orgId,
        kind: 'member.updated',
        occurredAt: now,
        data: { member_id: current.id, actor: { type: 'user', id: auth.userId }, changes },
      });
    });
    return this.get(auth, id);
  }

  /**
   * The record as stored (department and package resolved in the organisation: 400 when it has none of the
   * name or code), and as GET shows it (the department's name, the package's code as stored).
   */
  private async columnsOf(
    trx: Transaction<DB>,
    orgId: string,
    record: MemberRecord,
    current?: { department_id: string | null; package_id: string | null },
  ): Promise<{ columns: MemberColumns; record: MemberRecord }> {
    const { department, pkg } = await this.members.references(trx, orgId, record);
    const unknown: ErrorDetail[] = [];
    // An archived department or package is offered to nobody new; a member who has one keeps it.
    const archived = (found: { id: string; status: string } | undefined, held: string | null | undefined) =>
      found?.status === 'archived' && found.id !== held;
    if (record.department && !department)
      unknown.push({
        field: 'department',
        issue: 'No department of the organisation has this name or code.',
        reason: 'UNKNOWN_DEPARTMENT',
      });
    if (archived(department, current?.department_id))
      unknown.push({
        field: 'department',
        issue: 'This department is archived: restore it, or name another.',
        reason: 'UNKNOWN_DEPARTMENT',
        params: { reason: 'archived' },
      });
    if (record.package_code && !pkg)
      unknown.push({ field: 'package_code', issue: 'No benefit package of the organisation has this code.', reason: 'UNKNOWN_PACKAGE' });
    if (archived(pkg, current?.package_id))
      unknown.push({
        field: 'package_code',
        issue: 'This benefit package is archived: restore it, or name another.',
        reason: 'UNKNOWN_PACKAGE',
        params: { reason: 'archived' },
      });
    if (unknown.length > 0) throw new AppError('VALIDATION_FAILED', 'The member is not valid.', unknown);
    const columns: MemberColumns = {
      external_id: record.external_id!,
      full_name: record.full_name!,
      email: record.email ?? null,
      phone: record.phone ?? null,
      date_of_birth: record.date_of_birth ?? null,
      gender: (record.gender ?? null) as MemberColumns['gender'],
      department_id: department?.id ?? null,
      employment_start_date: record.employment_start_date ?? null,
      package_id: pkg?.id ?? null,
      // As the import: no amount given takes the package's.
      allowance_amount: record.allowance_amount ?? pkg?.allowance_amount ?? '0.00',
    };
    return {
      columns,
      record: {
        ...record,
        department: department?.name ?? null,
        package_code: pkg?.code ?? null,
        allowance_amount: columns.allowance_amount,
      },
    };
  }

  /**
   * A change in one transaction; a unique value taken by a write at the same moment is the same 409. A new
   * member that drew a customer id another holds is written again with a new one (drawingCustomerIdsAgain).
   */
  private async write<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    const once = () => this.members.db.transaction().execute(work);
    return uniqueViolationAs(
      () => drawingCustomerIdsAgain(once),
      (constraint) => alreadyTaken(constraint.includes('email') ? 'email' : constraint.includes('phone') ? 'phone' : 'external_id'),
    );
  }

  /**
   * Deactivates or reactivates a member, with its event (actor, status before and after) in the same
   * transaction. A deactivated member holds MEMBER no more: their sessions end at their next request and
   * sign-in answers them as a stranger. Reactivating a member whose employee number, email or phone another
   * active member now holds is 409 naming the field. The same status again changes nothing.
   */
  async setStatus(auth: AuthContext, id: string, status: 'active' | 'inactive') {
    const now = this.clock.now();
    await this.members.db.transaction().execute(async (trx) => {
      const member = await this.members.lockRecord(trx, auth.orgId, memberId(id));
      if (!member) throw AppError.notFound(NO_SUCH_MEMBER);
      if (member.status === status) return;
      // The same check as a new member's: a reactivated member must not share a value with an active one.
      const taken = status === 'active' ? await this.members.takenBy(trx, auth.orgId, member, member.id) : undefined;
      if (taken)
        throw new AppError('CONFLICT', `Another active member has this member's ${taken}.`, [
          { field: taken, issue: 'belongs to another active member', reason: `member_${taken}_taken` },
        ]);
      if (status === 'active') await this.refuseArchivedReferences(trx, member);
      await this.members.setStatus(trx, member.id, status, now);
      await this.events.append(trx, {
        orgId: auth.orgId,
        kind: status === 'inactive' ? 'member.deactivated' : 'member.reactivated',
        occurredAt: now,
        data: { member_id: member.id, actor: { type: 'user', id: auth.userId }, status: { from: member.status, to: status } },
      });
    });
    return this.get(auth, id);
  }

  /**
   * An archived department or package is offered to nobody new, and a reactivated member is new to it:
   * 409 naming each (move the member first, or restore it).
   */
  private async refuseArchivedReferences(trx: Transaction<DB>, member: { department_id: string | null; package_id: string | null }) {
    const { department, pkg } = await this.members.heldReferences(trx, member);
    const archived: ErrorDetail[] = [];
    if (department?.status === 'archived')
      archived.push({
        field: 'department',
        issue: `"${department.name}" is archived: restore it, or give the member another, first`,
        reason: 'department_archived',
        params: { name: department.name },
      });
    if (pkg?.status === 'archived')
      archived.push({
        field: 'package_code',
        issue: `"${pkg.code}" is archived: restore it, or give the member another, first`,
        reason: 'package_archived',
        params: { code: pkg.code },
      });
    if (archived.length > 0)
      throw new AppError(
        'CONFLICT',
        `The member's ${archived.map((d) => (d.field === 'department' ? 'department' : 'benefit package')).join(' and ')} ${archived.length > 1 ? 'are' : 'is'} archived.`,
        archived,
      );
  }

  /** The list's filters as the repository reads them (a department or package named by code or name: its ids). */
  private async filterOf(auth: AuthContext, query: MemberExportQuery): Promise<MemberFilter> {
    // Searched as it would be stored: the same cleaning as an imported cell; blank is no search.
    const q = query.q === undefined ? undefined : searchedAsStored(cleanText(query.q)) || undefined;
    const departmentIds = query.department === undefined ? undefined : await this.members.departmentIds(auth.orgId, query.department);
    const packageIds = query.package === undefined ? undefined : await this.members.packageIds(auth.orgId, query.package);
    const importJob =
      query.import_job_id === undefined
        ? undefined
        : { id: query.import_job_id, shape: await this.members.importShape(query.import_job_id) };
    return { q, departmentIds, packageIds, status: query.status, importJob };
  }

  /**
   * The members the list shows with these filters, in its order, as CSV lines (UTF-8 with a BOM, formula
   * cells neutralised as in the corrected file): read a page at a time, never all at once.
   */
  async *exportLines(auth: AuthContext, query: MemberExportQuery): AsyncGenerator<string> {
    const filter = await this.filterOf(auth, query);
    const sort = query.sort ?? '-created_at';
    yield `${UTF8_BOM}${csvLine(EXPORT_COLUMNS)}`;
    let cursor: ListCursor | undefined;
    for (;;) {
      const rows = await this.members.page(auth.orgId, filter, 1, EXPORT_PAGE, sort, cursor);
      yield rows
        .map((row) =>
          csvLine(EXPORT_COLUMNS.map((column) => ((row as Record<string, unknown>)[column] as string | null | undefined) ?? null)),
        )
        .join('');
      if (rows.length < EXPORT_PAGE) return;
      const last = rows[rows.length - 1]!;
      cursor = { at: last.cursor_at, id: last.id, page: 2 };
    }
  }

  async list(auth: AuthContext, query: MemberListQuery) {
    const sort = query.sort ?? '-created_at';
    // The default order's cursors are as they always were; another order's name it.
    const sortOfCursor = sort === '-created_at' ? undefined : sort;
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sortOfCursor);
    const filter = await this.filterOf(auth, query);
    const rows = await this.members.page(auth.orgId, filter, query.page, query.page_size, sort, cursor);
    const page = cursor?.page ?? query.page;
    /** How many members the list holds up to the end of this page. */
    const throughThisPage = (page - 1) * query.page_size + rows.length;
    // A page by number that is not full says how many there are (a search for one email: no second look).
    const counted =
      !cursor && rows.length < query.page_size && (rows.length > 0 || page === 1)
        ? { total: throughThisPage, estimated: false }
        : await this.members.count(auth.orgId, filter, EXACT_COUNT_UP_TO);
    // An estimate never says there are fewer members than this very page shows.
    const total = counted.estimated ? Math.max(counted.total, throughThisPage) : counted.total;
    const last = rows.length === query.page_size ? rows[rows.length - 1] : undefined;
    return {
      items: rows.map(({ cursor_at: _, ...row }) => toMember(row)),
      page,
      page_size: query.page_size,
      total_items: total,
      total_pages: Math.ceil(total / query.page_size),
      total_is_estimate: counted.estimated,
      next_cursor: last
        ? encodeCursor({ at: last.cursor_at, id: last.id, page: page + 1, ...(sortOfCursor ? { sort: sortOfCursor } : {}) })
        : null,
    };
  }

  /** The signed-in member's own allowance, package and department; 404 for a user without a member record. */
  async benefits(auth: AuthContext) {
    const memberId = auth.account.member_id;
    const row = memberId ? await this.members.benefits(auth.orgId, memberId) : undefined;
    if (!row) throw AppError.notFound('You have no member record in this organisation.');
    const { account } = await this.allowances.view(auth.orgId, row.id);
    const inCurrency = (amount: string) => money(amount, row.currency);
    return {
      member_id: row.id,
      external_id: row.external_id,
      full_name: row.full_name,
      email: row.email,
      phone: row.phone,
      department: row.department,
      package: row.package_code === null ? null : { code: row.package_code, name: row.package_name! },
      allowance_total: inCurrency(account.allowance),
      allowance_used: inCurrency(fromCents(toCents(account.spent) + toCents(account.reserved))),
      allowance_remaining: inCurrency(account.remaining),
      reserved: inCurrency(account.reserved),
      spent: inCurrency(account.spent),
      period: { id: account.period_id, label: account.period_label, starts_on: account.starts_on, ends_on: account.ends_on },
    };
  }

  /** The imports that created or updated one member (also the rolled-back ones, marked so). */
  async imports(auth: AuthContext, id: string) {
    const member = await this.members.find(auth.orgId, memberId(id));
    if (!member) throw AppError.notFound(NO_SUCH_MEMBER);
    const rows = await this.members.imports(auth.orgId, member.id);
    return rows.map((row) => ({
      ...row,
      committed_at: row.committed_at?.toISOString() ?? null,
      rolled_back_at: row.rolled_back_at?.toISOString() ?? null,
    }));
  }

  /** One member of the caller's organisation; another organisation's is as unknown as a random id. */
  async get(auth: AuthContext, id: string) {
    const row = await this.members.find(auth.orgId, memberId(id));
    if (!row) throw AppError.notFound(NO_SUCH_MEMBER);
    return toMember(row);
  }
}

const NO_SUCH_MEMBER = 'No such member.';

/** A member id as stored (lower case); anything that is not a UUID is nobody's (404, never a database error). */
function memberId(id: string): string {
  if (!isUuid(id)) throw AppError.notFound(NO_SUCH_MEMBER);
  return id.toLowerCase();
}

/**
 * A search as the stored values hold it: a phone written as Ethiopians write one (0912 34 56 78,
 * 0912-345-678, 251912345678) is searched as the import's own phone parser stores it (+251912345678);
 * anything else as typed.
 */
export function searchedAsStored(q: string): string {
  if (!/^\+?[\d\s\-().]{9,20}$/.test(q)) return q;
  const digits = q.replace(/\D/g, '');
  if (/^(?:0|251)\d{9}$/.test(digits)) {
    const stored = phone(digits);
    if ('value' in stored && stored.value !== null) return stored.value;
  }
  // Grouped digits (912 345 678, +251 912 345 678) are found as the stored number holds them, ungrouped.
  return q.startsWith('+') ? `+${digits}` : digits;
}
