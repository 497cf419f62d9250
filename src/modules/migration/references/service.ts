import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { uniqueViolationAs } from '../../../lib/database-errors.js';
import type { AuthContext } from '../../identity/accounts/auth-context.js';
import type { EventsRepository } from '../../events/repository.js';
import { findDataset } from '../datasets/registry.js';
import type { ReferenceRule } from '../datasets/types.js';
import { canStart, findLiveJob, locked } from '../job/job-guards.js';
import { toJob } from '../job/presenters.js';
import { validationReport } from '../validation/report.js';
import { columnOf, jobPlan } from '../validation/staging.js';
import type { JobsRepository } from '../job/repository.js';
import type { ValidationRepository } from '../validation/repository.js';
import type { ReferencesRepository } from './repository.js';

/**
 * The rows of reference tables a file names and the organisation does not have yet (a members file's
 * departments and packages): the report groups them by value; they are created all at once, and the job
 * is checked again for those rows. Which fields allow it, who may, and what event each row writes, the
 * dataset's reference rule says (ReferenceRule.missing).
 */
export class MissingReferences {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly validation: ValidationRepository,
    private readonly references: ReferencesRepository,
    private readonly events: EventsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Creates every department (or package) the job's rows name and the organisation lacks (code and name
   * from the value; a package with no allowance), each with its event, then revalidates those rows: the
   * answer is the job with those errors gone. Nothing missing: the job as it is.
   */
  async createMissing(auth: AuthContext, id: string, kind: string) {
    const job = await findLiveJob(this.jobs, auth, id);
    const dataset = findDataset(job.dataset_type)!;
    const rule = dataset.setRules.find((r): r is ReferenceRule => r.kind === 'reference' && r.missing?.kind === kind);
    if (!rule?.missing) {
      const creatable = dataset.setRules.flatMap((r) => (r.kind === 'reference' && r.missing ? [r.missing.kind] : []));
      const which = creatable.length > 0 ? `only its ${creatable.join(' and ')} values can be created` : 'nothing can be created from it';
      throw AppError.validation(
        'field',
        `A ${job.dataset_type} file names no ${kind}.`,
        `A ${job.dataset_type} file names no ${kind}: ${which}.`,
      );
    }
    const { field } = rule;
    const { permission, event, idKey } = rule.missing;
    if (!auth.permissions.includes(permission)) throw new AppError('FORBIDDEN', `Creating a ${kind} needs the permission ${permission}.`);
    if (!canStart(job, 'editRow')) throw locked(job, 'editRow');
    const done = await this.write(kind, async (trx) => {
      const current = (await this.jobs.lockJob(trx, job.id))!;
      if (!canStart(current, 'editRow')) throw locked(current, 'editRow');
      const now = this.clock.now();
      const { created, rows } = await this.references.createMissing(trx, rule, auth.orgId, job.id, now);
      if (created.length === 0) return current;
      for (const row of created) {
        await this.events.append(trx, {
          orgId: auth.orgId,
          kind: event,
          occurredAt: now,
          data: { [idKey]: row.id, actor: { type: 'user', id: auth.userId }, code: row.code, name: row.name, job_id: job.id },
        });
      }
      await this.references.deleteUnknownErrors(trx, job.id, field, rule.code);
      const plan = jobPlan(current, await this.jobs.readingSettings(trx, auth.orgId), now);
      await this.validation.applySetRule(
        trx,
        { id: job.id, orgId: auth.orgId },
        dataset.target,
        rule,
        columnOf(plan, field),
        current.options.on_existing,
        rows,
      );
      const report = await validationReport(this.validation, trx, { id: job.id, rowCount: current.row_count }, plan, now);
      return this.jobs.revalidated(trx, { id: job.id, orgId: auth.orgId }, report, now);
    });
    return toJob(done);
  }

  /** A value that became a department's code or name at the same moment (another request) is a 409. */
  private async write<T>(kind: string, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return uniqueViolationAs(
      () => this.jobs.db.transaction().execute(work),
      () =>
        new AppError(
          'CONFLICT',
          `A ${kind} named in the file was created by someone else meanwhile, or two of its values share their first 64 characters; validate again.`,
          [{ field: 'field', issue: 'conflicts with an existing one', reason: 'ALREADY_EXISTS' }],
        ),
    );
  }
}
