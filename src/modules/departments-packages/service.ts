import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isCheckViolation, isLockTimeout, uniqueViolationAs } from '../../lib/database-errors.js';
import { actingAs } from '../../db/acting-as.js';
import { cleanText } from '../../lib/text.js';
import { isUuid } from '../../lib/uuid.js';
import type { Transaction } from 'kysely';
import type { DB, ReferenceStatus } from '../../db/schema.js';
import type { AuthContext } from '../identity/accounts/auth-context.js';
import type { EventsRepository } from '../events/repository.js';
import type { EventKind } from '../events/schemas.js';
import { checkedRecord } from '../../lib/records/checked-record.js';
import type { ListKind, ListRow, ListValues } from './kinds.js';
import type { ListsRepository } from './repository.js';

export interface ListQuery {
  page: number;
  page_size: number;
  q?: string | undefined;
  status?: ReferenceStatus | undefined;
}

/** What a request sends of a package's allowance: a Money object in the organisation's currency, or null. */
export interface MoneyInput {
  amount: string;
  currency: string;
}

export interface ListInput {
  code?: string | undefined;
  name?: string | undefined;
  description?: string | null | undefined;
  allowance_amount?: MoneyInput | null | undefined;
}

const FIELDS = ['code', 'name', 'description', 'allowance_amount'] as const;

/**
 * HR's departments and benefit packages: the list with member counts, one, a new one, a change, archive
 * (refused while active members belong to it) and restore; each change and its event (actor, fields
 * before and after) in one transaction. Fields are checked by the import's own per-row rules.
 */
export class ListsService {
  constructor(
    private readonly lists: ListsRepository,
    private readonly events: EventsRepository,
    private readonly clock: Clock,
  ) {}

  async list(kind: ListKind, auth: AuthContext, query: ListQuery) {
    const q = query.q === undefined ? undefined : cleanText(query.q) || undefined;
    const { items, total } = await this.lists.page(kind, auth.orgId, { q, status: query.status }, query.page, query.page_size);
    return { items, page: query.page, page_size: query.page_size, total_items: total, total_pages: Math.ceil(total / query.page_size) };
  }

  async get(kind: ListKind, auth: AuthContext, id: string): Promise<ListRow> {
    const row = await this.lists.find(this.lists.db, kind, auth.orgId, rowId(kind, id));
    if (!row) throw notFound(kind);
    return row;
  }

  async create(kind: ListKind, auth: AuthContext, input: ListInput): Promise<ListRow> {
    const now = this.clock.now();
    const record = checkedRecord(kind.rules, await this.values(kind, auth, input), now, kind.name, auth.account.org_currency);
    const id = await this.write(kind, async (trx) => {
      const clash = await this.lists.clash(trx, kind, auth.orgId, record);
      if (clash) throw taken(kind, clash);
      const created = await this.lists.insert(trx, kind, auth.orgId, record, now);
      await this.events.append(trx, {
        orgId: auth.orgId,
        kind: `${kind.name}.created` as EventKind,
        occurredAt: now,
        data: { [`${kind.name}_id`]: created, actor: actorOf(auth), ...pick(kind, record) },
      });
      return created;
    });
    return this.get(kind, auth, id);
  }

  /** Fields not sent are kept; null empties an optional one. The same values again change nothing and write no event. */
  async update(kind: ListKind, auth: AuthContext, id: string, input: ListInput): Promise<ListRow> {
    const now = this.clock.now();
    const sent = await this.values(kind, auth, input);
    await this.write(kind, async (trx) => {
      const current = await this.lockForChange(trx, kind, auth.orgId, id);
      if (!current) throw notFound(kind);
      // A package's new allowance moves its members who follow it, and their accounts' ledgers name this person.
      await actingAs(trx, auth.userId);
      const before = pick(kind, current);
      const record = checkedRecord(kind.rules, { ...before, ...sent }, now, kind.name, auth.account.org_currency);
      const after = pick(kind, record);
      const changes = Object.fromEntries(
        Object.keys(after)
          .filter((key) => before[key] !== after[key])
          .map((key) => [key, { from: before[key], to: after[key] }]),
      );
      if (Object.keys(changes).length === 0) return;
      const clash = await this.lists.clash(trx, kind, auth.orgId, record, current.id);
      if (clash) throw taken(kind, clash);
      await this.lists.update(trx, kind, current.id, record, now);
      await this.events.append(trx, {
        orgId: auth.orgId,
        kind: `${kind.name}.updated` as EventKind,
        occurredAt: now,
        data: { [`${kind.name}_id`]: current.id, actor: actorOf(auth), changes },
      });
    });
    return this.get(kind, auth, id);
  }

  /**
   * Archives (kept, no longer offered to new members) or restores one. Archiving is refused with 409
   * CONFLICT (`reason` active_members) and the count while active members belong to it; the same status again changes nothing.
   */
  async setStatus(kind: ListKind, auth: AuthContext, id: string, status: ReferenceStatus): Promise<ListRow> {
    const now = this.clock.now();
    await this.lists.db.transaction().execute(async (trx) => {
      const current = await this.lockForChange(trx, kind, auth.orgId, id);
      if (!current) throw notFound(kind);
      if (current.status === status) return;
      if (status === 'archived' && current.member_count > 0) {
        throw new AppError(
          'CONFLICT',
          `${current.member_count} active members belong to this ${kind.name}: move them to another, or deactivate them, before archiving it.`,
          [
            {
              field: 'member_count',
              issue: `${current.member_count} active members belong to it`,
              reason: 'active_members',
              params: { count: current.member_count },
            },
          ],
        );
      }
      await this.lists.setStatus(trx, kind, current.id, status, now);
      await this.events.append(trx, {
        orgId: auth.orgId,
        kind: `${kind.name}.${status === 'archived' ? 'archived' : 'restored'}` as EventKind,
        occurredAt: now,
        data: { [`${kind.name}_id`]: current.id, actor: actorOf(auth), status: { from: current.status, to: status } },
      });
    });
    return this.get(kind, auth, id);
  }

  /** The row, locked for a change; one an import is committing into (it holds the row until it ends) is 409 IN_USE_BY_IMPORT. */
  private async lockForChange(trx: Transaction<DB>, kind: ListKind, orgId: string, id: string): Promise<ListRow | undefined> {
    try {
      return await this.lists.find(trx, kind, orgId, rowId(kind, id), true);
    } catch (error) {
      if (!isLockTimeout(error)) throw error;
      throw new AppError('IN_USE_BY_IMPORT', `An import is being committed into this ${kind.name}: try again when it has finished.`, [
        { field: 'id', issue: 'is in use by an import being committed', reason: 'import_committing' },
      ]);
    }
  }

  /** The request's fields as the import's cells: an allowance's currency must be the organisation's. */
  private async values(kind: ListKind, auth: AuthContext, input: ListInput): Promise<ListValues> {
    const values: ListValues = {};
    for (const field of FIELDS) {
      const given = input[field];
      if (given === undefined) continue;
      if (field !== 'allowance_amount' || given === null) {
        values[field] = given as string | null;
        continue;
      }
      const money = given as MoneyInput;
      const currency = await this.lists.currency(auth.orgId);
      if (money.currency.trim().toUpperCase() !== currency) {
        throw new AppError('VALIDATION_FAILED', `The ${kind.name} is not valid.`, [
          {
            field: 'allowance_amount.currency',
            issue: `must be ${currency}, the organisation's currency`,
            reason: 'CURRENCY_MISMATCH',
            params: { currency },
          },
        ]);
      }
      values.allowance_amount = money.amount;
    }
    return values;
  }

  /** A change in one transaction; a code or name taken by a write at the same moment is the same 409. */
  private async write<T>(kind: ListKind, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    try {
      return await uniqueViolationAs(
        () => this.lists.db.transaction().execute(work),
        (constraint) => taken(kind, constraint.includes('name') ? 'name' : 'code'),
      );
    } catch (error) {
      if (!isCheckViolation(error, 'allowance_within')) throw error;
      throw new AppError(
        'ALLOWANCE_BELOW_COMMITTED',
        'Members who follow this package already have more on hold or spent than the new allowance. Nothing was changed.',
        [
          {
            field: 'allowance_amount',
            issue: 'is below what a member who follows the package has on hold or spent',
            reason: 'ALLOWANCE_BELOW_COMMITTED',
          },
        ],
      );
    }
  }
}

/** The fields of the kind, as stored (null when empty). */
function pick(kind: ListKind, record: ListValues | ListRow): Record<string, string | null> {
  return Object.fromEntries(kind.rules.fields.map((field) => [field.key, (record as Record<string, string | null>)[field.key] ?? null]));
}

const actorOf = (auth: AuthContext) => ({ type: 'user', id: auth.userId });

function notFound(kind: ListKind): AppError {
  return AppError.notFound(`No such ${kind.name}.`);
}

/** An id as stored (lower case); anything that is not a UUID is nobody's (404, never a database error). */
function rowId(kind: ListKind, id: string): string {
  if (!isUuid(id)) throw notFound(kind);
  return id.toLowerCase();
}

function taken(kind: ListKind, field: 'code' | 'name'): AppError {
  return new AppError(
    'CONFLICT',
    `Another ${kind.name} of your organisation has this ${field} (case and outer spaces are ignored${kind.unique.find((u) => u.field === field)!.against.length > 1 ? ", and a code may not be another's name" : ''}).`,
    [{ field, issue: `belongs to another ${kind.name}`, reason: 'ALREADY_EXISTS' }],
  );
}
