import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { decodeCursor, encodeCursor } from '../../lib/list-cursor.js';
import { isUuid } from '../../lib/uuid.js';
import { forSight } from '../clinical/rule.js';
import type { ClinicalRecords } from '../clinical/service.js';
import type { EventsRepository } from '../events/repository.js';
import type { AuthContext } from '../identity/accounts/auth-context.js';
import { statementCsv } from './csv.js';
import { PDF_MAX_LINES, statementPdf } from './pdf.js';
import { statementNumber, toLines, toStatement } from './presenters.js';
import type { LineRow, StatementRow, StatementSource, StatementsRepository } from './repository.js';
import type { StatementCreateBody, StatementListQuery, StatementScope } from './schemas.js';

/** Lines read from the database at a time, for a download or a checksum. */
const BATCH = 5_000;

/**
 * How far a caller reaches: finance (finance:write) and super users every scope; HR (finance:read) the
 * department and organisation scopes; a member their own member statement.
 */
type Reach = 'all' | 'departments' | 'own';
const SCOPES: Record<Reach, readonly StatementScope[]> = {
  all: ['member', 'department', 'organisation', 'provider'],
  departments: ['department', 'organisation'],
  own: ['member'],
};

function reachOf(auth: AuthContext): Reach {
  if (auth.permissions.includes('finance:write')) return 'all';
  if (auth.permissions.includes('finance:read')) return 'departments';
  return 'own';
}

const SUBJECT_FIELD = { member: 'member_id', department: 'department_id', provider: 'provider_id' } as const;

/**
 * Statements of the ledger: made once (lines copied from the ledger, totals, the checksum of the CSV) and
 * never changed; read as JSON pages, CSV or PDF by whoever may read their scope. Line descriptions are
 * clinical detail: only a member's statement made by that member keeps them, and the clinical rule shows
 * them to the member (and, logged, to a super user).
 */
export class StatementsService {
  constructor(
    private readonly statements: StatementsRepository,
    private readonly clinical: ClinicalRecords,
    private readonly events: EventsRepository,
    private readonly clock: Clock,
  ) {}

  private get db(): Kysely<DB> {
    return this.statements.db;
  }

  async create(auth: AuthContext, body: StatementCreateBody) {
    const reach = reachOf(auth);
    const scope = body.scope;
    if (!SCOPES[reach].includes(scope))
      throw new AppError(
        'FORBIDDEN',
        reach === 'own'
          ? 'A member asks for their own statement only.'
          : `Your role makes department and organisation statements, not ${scope} ones.`,
      );
    for (const [other, field] of Object.entries(SUBJECT_FIELD))
      if (other !== scope && body[field] !== undefined) throw AppError.validation(field, `is for scope ${other}, not ${scope}`);
    const subjectId = await this.subjectOf(auth, reach, body);
    const scopeName = await this.statements.subjectName(this.db, auth.orgId, scope, subjectId);
    if (scopeName === undefined) throw AppError.notFound(`No such ${scope}.`);
    const period = await this.periodOf(auth, body);
    const locale = body.locale ?? auth.account.locale;
    const calendar = body.calendar ?? (locale === 'am' ? 'ethiopian' : 'gregorian');
    const source: StatementSource = {
      orgId: auth.orgId,
      periodId: period.id,
      scope,
      subjectId,
      from: body.from,
      to: body.to,
      withDescriptions:
        scope === 'member' && subjectId !== null && subjectId === auth.account.member_id && this.clinical.sight(auth, subjectId) === 'own',
    };
    const id = await this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const number = await this.statements.nextNumber(trx, auth.orgId);
      const statementId = await this.statements.insert(
        trx,
        {
          orgId: auth.orgId,
          number,
          source,
          scopeName,
          fromDay: body.from ?? period.starts_on,
          toDay: body.to ?? period.ends_on,
          calendar,
          locale,
          currency: auth.account.org_currency,
          createdBy: auth.userId,
        },
        now,
      );
      await this.statements.snapshot(trx, statementId, source);
      const made = (await this.statements.find(trx, auth.orgId, statementId))!;
      await this.statements.keepLineStatistics(trx, made.line_count);
      const hash = createHash('sha256');
      for await (const chunk of statementCsv(made, this.batches(trx, statementId))) hash.update(chunk, 'utf8');
      await this.statements.setChecksum(trx, statementId, hash.digest('hex'));
      await this.events.append(trx, {
        orgId: auth.orgId,
        kind: 'statement.created',
        occurredAt: now,
        data: {
          statement_id: statementId,
          number: statementNumber(number),
          scope,
          subject_id: subjectId,
          period_id: period.id,
          lines: made.line_count,
          actor: { type: 'user', id: auth.userId },
        },
      });
      return statementId;
    });
    return toStatement((await this.statements.find(this.db, auth.orgId, id))!);
  }

  async list(auth: AuthContext, query: StatementListQuery) {
    const reach = reachOf(auth);
    if (reach === 'own' && !auth.account.member_id) return { items: [], next_cursor: null };
    const scopes = SCOPES[reach].filter((s) => query.scope === undefined || s === query.scope);
    const named = (id: string | undefined) => (id === undefined ? undefined : isUuid(id) ? id.toLowerCase() : null);
    const periodId = named(query.period_id);
    const memberId = reach === 'own' ? auth.account.member_id! : named(query.member_id);
    // Nothing can match a scope the caller does not reach, or an id that is none.
    if (scopes.length === 0 || periodId === null || memberId === null) return { items: [], next_cursor: null };
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const rows = await this.statements.page(
      auth.orgId,
      {
        scopes,
        periodId,
        memberId,
        describedOnlyOf: auth.permissions.includes('clinical:read') ? undefined : (auth.account.member_id ?? null),
      },
      query.limit,
      cursor,
    );
    const last = rows.at(-1);
    return {
      items: rows.map(toStatement),
      next_cursor:
        rows.length === query.limit && last ? encodeCursor({ at: last.cursor_at, id: last.id, page: (cursor?.page ?? 1) + 1 }) : null,
    };
  }

  async get(auth: AuthContext, id: string) {
    return toStatement(await this.visible(auth, id));
  }

  /** A page of lines, after a position; descriptions as the clinical rule lets the caller see them, each such read logged. */
  async lines(auth: AuthContext, id: string, query: { cursor?: string | undefined; limit: number }) {
    const statement = await this.visible(auth, id);
    const after = query.cursor === undefined ? 0 : Number(query.cursor);
    const rows = await this.statements.lines(this.db, statement.id, after, query.limit);
    await this.disclose(auth, statement);
    const sight = statement.member_id ? this.clinical.sight(auth, statement.member_id) : 'withheld';
    const items = toLines(statement, rows).map((line) => forSight('statement_line', line, sight));
    const last = rows.at(-1);
    return { items, next_cursor: rows.length === query.limit && last ? String(last.position) : null };
  }

  /** The CSV (streamed: the header leaves before any line is read) or the PDF of a statement. */
  async download(auth: AuthContext, id: string, format: 'csv' | 'pdf') {
    const statement = await this.visible(auth, id);
    if (format === 'pdf' && statement.line_count > PDF_MAX_LINES)
      throw new AppError(
        'STATEMENT_TOO_LONG_FOR_PDF',
        `This statement has ${statement.line_count} lines; a PDF holds at most ${PDF_MAX_LINES}. Download the CSV, or make statements of fewer days or of each department.`,
        [{ field: 'format', issue: `at most ${PDF_MAX_LINES} lines`, params: { lines: statement.line_count, max: PDF_MAX_LINES } }],
      );
    await this.disclose(auth, statement);
    const name = `statement-${statementNumber(statement.number)}`;
    const batches = this.batches(this.db, statement.id);
    return format === 'csv'
      ? {
          fileName: `${name}.csv`,
          contentType: 'text/csv; charset=utf-8',
          checksum: statement.checksum!,
          body: statementCsv(statement, batches),
        }
      : { fileName: `${name}.pdf`, contentType: 'application/pdf', checksum: null, body: statementPdf(statement, batches) };
  }

  /** The statement if the caller may read it; otherwise 404, as for none. */
  private async visible(auth: AuthContext, id: string): Promise<StatementRow> {
    const row = isUuid(id) ? await this.statements.find(this.db, auth.orgId, id.toLowerCase()) : undefined;
    const reach = reachOf(auth);
    const seen =
      row !== undefined &&
      row.checksum !== null &&
      SCOPES[reach].includes(row.scope) &&
      (reach !== 'own' || row.member_id === auth.account.member_id) &&
      (!row.with_descriptions || this.clinical.sight(auth, row.member_id!) !== 'withheld');
    if (!seen) throw AppError.notFound('No such statement.');
    return row;
  }

  private async disclose(auth: AuthContext, statement: StatementRow) {
    if (statement.with_descriptions && statement.member_id)
      await this.clinical.disclose(auth, [{ member_id: statement.member_id, what: 'statement', resource_id: statement.id }]);
  }

  /** The member a statement is of, or the department or provider (checked to be the organisation's after); null for the organisation. */
  private async subjectOf(auth: AuthContext, reach: Reach, body: StatementCreateBody): Promise<string | null> {
    if (body.scope === 'organisation') return null;
    const field = SUBJECT_FIELD[body.scope];
    let given = body[field];
    if (body.scope === 'member' && reach === 'own') {
      const own = auth.account.member_id;
      if (!own) throw new AppError('FORBIDDEN', 'Only a member with a member record has a statement.');
      if (given !== undefined && given.toLowerCase() !== own) throw AppError.notFound('No such member.');
      given = own;
    }
    if (given === undefined) throw AppError.validation(field, `is required for scope ${body.scope}`);
    if (!isUuid(given)) throw AppError.notFound(`No such ${body.scope}.`);
    return given.toLowerCase();
  }

  /** The period a statement covers: named, or the one that holds its days (400 when none does). */
  private async periodOf(auth: AuthContext, body: StatementCreateBody) {
    const range = body.from !== undefined || body.to !== undefined;
    if (body.period_id !== undefined && range) throw AppError.validation('period_id', 'give period_id, or from and to, not both');
    if (body.period_id !== undefined) {
      const period = isUuid(body.period_id) ? await this.statements.period(this.db, auth.orgId, body.period_id.toLowerCase()) : undefined;
      if (!period) throw AppError.notFound('No such benefit period.');
      return period;
    }
    if (body.from === undefined || body.to === undefined)
      throw AppError.validation(body.from === undefined ? 'from' : 'to', 'is required: give period_id, or from and to');
    if (body.to < body.from) throw AppError.validation('to', `must not be before from (${body.from})`);
    const period = await this.statements.periodHolding(this.db, auth.orgId, body.from, body.to);
    if (!period) throw AppError.validation('from', 'from and to must lie within one benefit period (opened or closed)');
    return period;
  }

  /** The statement's lines a batch at a time, in order. */
  private async *batches(db: Kysely<DB> | Transaction<DB>, statementId: string): AsyncGenerator<LineRow[]> {
    let after = 0;
    for (;;) {
      const batch = await this.statements.lines(db, statementId, after, BATCH);
      if (batch.length === 0) return;
      yield batch;
      after = batch.at(-1)!.position;
      if (batch.length < BATCH) return;
    }
  }
}
