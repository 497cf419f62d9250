import type { Static } from '@sinclair/typebox';
import type { JobListQuery } from './schemas.js';
import type { AuthContext } from '../../identity/accounts/auth-context.js';
import { findDataset, unknownDataset } from '../datasets/registry.js';
import { findVisibleJob } from './job-guards.js';
import { mayImport } from './import-access.js';
import { toJob, toJobSummary, withoutRowValues } from './presenters.js';
import type { JobRow, JobsRepository } from './repository.js';

/** The jobs as their owners see them: one, or a page of them. */
export class JobsService {
  constructor(private readonly jobs: JobsRepository) {}

  /** The job, if it exists in the caller's organisation; another organisation's job is as unknown as a random id. */
  findVisibleJob(auth: AuthContext, id: string): Promise<JobRow> {
    return findVisibleJob(this.jobs, auth, id);
  }

  async getJob(auth: AuthContext, id: string) {
    const job = toJob(await this.findVisibleJob(auth, id));
    return mayImport(auth, job.dataset_type) ? job : withoutRowValues(job);
  }

  async listJobs(auth: AuthContext, query: Static<typeof JobListQuery>) {
    if (query.dataset_type !== undefined && !findDataset(query.dataset_type)) throw unknownDataset(query.dataset_type);
    const { items, total } = await this.jobs.listJobs(auth.orgId, {
      status: query.status,
      dataset_type: query.dataset_type,
      page: query.page,
      pageSize: query.page_size,
    });
    return {
      items: items.map(toJobSummary),
      page: query.page,
      page_size: query.page_size,
      total_items: total,
      total_pages: Math.ceil(total / query.page_size),
    };
  }
}
