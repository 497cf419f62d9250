import type { Transaction } from 'kysely';
import type { DB, ReferenceStatus } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isLockTimeout, uniqueViolationAs } from '../../lib/database-errors.js';
import { checkedRecord } from '../../lib/records/checked-record.js';
import { cleanText } from '../../lib/text.js';
import { isUuid } from '../../lib/uuid.js';
import type { EventsRepository } from '../events/repository.js';
import type { AuthContext } from '../identity/accounts/auth-context.js';
import { providerRules } from './records.js';
import type { ProviderRow, ProvidersRepository, ProviderValues } from './repository.js';
import type { ProviderCreateBody, ProviderListQuery, ProviderPatchBody } from './schemas.js';

const FIELDS = ['code', 'name', 'kind', 'phone', 'email'] as const;

/**
 * The organisation's contracted providers: anyone signed in reads them (a member chooses one for an
 * order); finance adds, changes, archives and restores them, each change and its event (actor, fields
 * before and after) in one transaction. Fields are checked by the import's own rules.
 */
export class ProvidersService {
  constructor(
    private readonly providers: ProvidersRepository,
    private readonly events: EventsRepository,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, query: ProviderListQuery) {
    const q = query.q === undefined ? undefined : cleanText(query.q) || undefined;
    const { items, total } = await this.providers.page(
      auth.orgId,
      { q, kind: query.kind, status: query.status },
      query.page,
      query.page_size,
    );
    return { items, page: query.page, page_size: query.page_size, total_items: total, total_pages: Math.ceil(total / query.page_size) };
  }

  async get(auth: AuthContext, id: string): Promise<ProviderRow> {
    const row = await this.providers.find(this.providers.db, auth.orgId, providerId(id));
    if (!row) throw notFound();
    return row;
  }

  async create(auth: AuthContext, input: ProviderCreateBody): Promise<ProviderRow> {
    const now = this.clock.now();
    const record = checked(input, now, auth);
    const id = await this.write(async (trx) => {
      if (await this.providers.codeTaken(trx, auth.orgId, record.code!)) throw codeTaken();
      const created = await this.providers.insert(trx, auth.orgId, record, now);
      await this.events.append(trx, {
        orgId: auth.orgId,
        kind: 'provider.created',
        occurredAt: now,
        data: { provider_id: created, actor: actorOf(auth), ...record },
      });
      return created;
    });
    return this.get(auth, id);
  }

  /** Fields not sent are kept; null empties an optional one. The same values again change nothing and write no event. */
  async update(auth: AuthContext, id: string, input: ProviderPatchBody): Promise<ProviderRow> {
    const now = this.clock.now();
    await this.write(async (trx) => {
      const current = await this.lockForChange(trx, auth.orgId, id);
      const before = pick(current);
      const after = checked({ ...before, ...input }, now, auth);
      const changes = Object.fromEntries(
        FIELDS.filter((key) => before[key] !== after[key]).map((key) => [key, { from: before[key], to: after[key] }]),
      );
      if (Object.keys(changes).length === 0) return;
      if (changes.code && (await this.providers.codeTaken(trx, auth.orgId, after.code!, current.id))) throw codeTaken();
      await this.providers.update(trx, current.id, after, now);
      await this.events.append(trx, {
        orgId: auth.orgId,
        kind: 'provider.updated',
        occurredAt: now,
        data: { provider_id: current.id, actor: actorOf(auth), changes },
      });
    });
    return this.get(auth, id);
  }

  /** Archive (no new order may name it; its orders keep it) or restore; the same status again changes nothing. */
  async setStatus(auth: AuthContext, id: string, status: ReferenceStatus): Promise<ProviderRow> {
    const now = this.clock.now();
    await this.providers.db.transaction().execute(async (trx) => {
      const current = await this.lockForChange(trx, auth.orgId, id);
      if (current.status === status) return;
      await this.providers.setStatus(trx, current.id, status, now);
      await this.events.append(trx, {
        orgId: auth.orgId,
        kind: status === 'archived' ? 'provider.archived' : 'provider.restored',
        occurredAt: now,
        data: { provider_id: current.id, actor: actorOf(auth), status: { from: current.status, to: status } },
      });
    });
    return this.get(auth, id);
  }

  private async lockForChange(trx: Transaction<DB>, orgId: string, id: string): Promise<ProviderRow> {
    let row: ProviderRow | undefined;
    try {
      row = await this.providers.find(trx, orgId, providerId(id), true);
    } catch (error) {
      if (!isLockTimeout(error)) throw error;
      throw new AppError('IN_USE_BY_IMPORT', 'An import is being committed into this provider: try again when it has finished.', [
        { field: 'id', issue: 'is in use by an import being committed', reason: 'import_committing' },
      ]);
    }
    if (!row) throw notFound();
    return row;
  }

  /** A change in one transaction; a code taken by a write at the same moment is the same 409. */
  private write<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return uniqueViolationAs(
      () => this.providers.db.transaction().execute(work),
      () => codeTaken(),
    );
  }
}

function checked(input: Partial<Record<(typeof FIELDS)[number], string | null | undefined>>, now: Date, auth: AuthContext): ProviderValues {
  const values = Object.fromEntries(FIELDS.map((key) => [key, input[key] ?? null]));
  const record = checkedRecord(providerRules, values, now, 'provider', auth.account.org_currency);
  return Object.fromEntries(FIELDS.map((key) => [key, record[key] ?? null])) as ProviderValues;
}

function pick(row: ProviderRow): ProviderValues {
  return { code: row.code, name: row.name, kind: row.kind, phone: row.phone, email: row.email };
}

const actorOf = (auth: AuthContext) => ({ type: 'user', id: auth.userId });

function notFound(): AppError {
  return AppError.notFound('No such provider.');
}

/** An id as stored (lower case); anything that is not a UUID is nobody's (404, never a database error). */
function providerId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id.toLowerCase();
}

function codeTaken(): AppError {
  return new AppError('CONFLICT', 'Another provider of your organisation has this code (case and outer spaces are ignored).', [
    { field: 'code', issue: 'belongs to another provider', reason: 'ALREADY_EXISTS' },
  ]);
}
