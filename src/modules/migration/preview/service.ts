import type { Clock } from '../../../lib/clock.js';
import { money } from '../../../lib/money.js';
import type { AuthContext } from '../../identity/accounts/auth-context.js';
import { findDataset } from '../datasets/registry.js';
import type { TargetStore } from '../datasets/target-store.js';
import { findLiveJob, findVisibleJob, locked, unresolvedErrors } from '../job/job-guards.js';
import { normalisedCells, toJob } from '../job/presenters.js';
import type { JobsRepository } from '../job/repository.js';
import type { PreviewRepository } from './repository.js';

const PREVIEW_SAMPLE_ROWS = 20;

/** Preview: what the commit would do (counts, a sample, the first changes), kept on the job. */
export class PreviewService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly samples: PreviewRepository,
    private readonly targets: TargetStore,
    private readonly clock: Clock,
  ) {}

  async preview(auth: AuthContext, id: string) {
    const job = await findLiveJob(this.jobs, auth, id);
    if (job.status !== 'validated') throw locked(job, 'preview');
    const errors = unresolvedErrors(job);
    if (errors) throw errors;
    const scope = { id: job.id, orgId: auth.orgId };
    const dataset = findDataset(job.dataset_type)!;
    const target = dataset.target;
    const updates = job.options.on_existing === 'update' && !dataset.effect;
    const effect = dataset.effect ? await this.targets.effectPreview(dataset.effect, scope) : undefined;
    const [counts, sample, byDepartment, changes] = await Promise.all([
      effect ? effect.counts : this.targets.previewCounts(target, { ...scope, updates, rows: job.row_count }),
      this.samples.sampleRecords(job.id, PREVIEW_SAMPLE_ROWS),
      this.targets.countByBreakdown(target, scope),
      // Only a job that updates has rows matched to a record (validation's existing_match): the others
      // have no change to show, and looking read every record (a third of a 100,000-row preview's work).
      updates ? this.targets.firstChanges(target, scope, PREVIEW_SAMPLE_ROWS) : [],
    ]);
    const preview = {
      generated_at: this.clock.now().toISOString(),
      rows_total: job.row_count,
      to_create: counts.toCreate,
      to_update: counts.toUpdate,
      unchanged: counts.unchanged,
      to_skip: counts.toSkip,
      excluded: counts.excluded,
      changes: changes.map((c) => ({
        row: c.row_number,
        key: c.key,
        external_id: c.key,
        member_id: c.record_id,
        record_id: c.record_id,
        fields: c.changes,
      })),
      sample: sample.map((r) => ({ row: r.row_number, ...r.record })),
      sample_normalised: sample.flatMap((r) => {
        const cells = normalisedCells(job, r.cells, r.normalised, r.record);
        return cells.length > 0 ? [{ row: r.row_number, cells }] : [];
      }),
      by_department: byDepartment,
      ...(effect
        ? {
            settlement: {
              orders_to_fulfil: effect.counts.toUpdate,
              total_to_capture: money(effect.toCapture, auth.account.org_currency),
              total_released: money(effect.toRelease, auth.account.org_currency),
            },
          }
        : {}),
    };
    const moved = await this.jobs.transition(
      this.jobs.db,
      { id: job.id, orgId: auth.orgId },
      'preview',
      { preview: JSON.stringify(preview), updated_at: this.clock.now() },
      { validationRun: job.validation_run },
    );
    if (!moved) throw locked(await findVisibleJob(this.jobs, auth, id), 'preview');
    return toJob(moved);
  }
}
