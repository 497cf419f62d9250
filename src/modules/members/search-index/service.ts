import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { JobQueue } from '../../../lib/queue.js';
import { unpaced, type Pacer } from '../../../lib/pacer.js';
import type { MemberSearchRepository, SearchSlice, SliceCursor } from './repository.js';

export const SEARCH_INDEX_QUEUE = 'members.search-index';

/** An import's members whose search text the worker writes: after its commit, or after its rollback. */
export interface QueuedSearchText {
  jobId: string;
  orgId: string;
  after: 'commit' | 'rollback';
}

/** A rollback changes back only the members the import updated; it deactivates those it created (not searched). */
const SLICES: Record<QueuedSearchText['after'], SearchSlice[]> = { commit: ['created', 'updated'], rollback: ['updated'] };

/**
 * The search text of an import's members, written by the worker once the import has committed: an import
 * writes members without it (the trigram index was a third of a large commit), and `q` finds them a few
 * seconds later (docs/decisions.md). A person's write keeps it in its own transaction (migration 0025's
 * triggers); this covers only the writes an import defers.
 */
export class MemberSearchIndex {
  constructor(
    private readonly repository: MemberSearchRepository,
    private readonly queue: JobQueue,
    /** Members per statement: the embedded database runs each on the server's only thread. */
    private readonly sliceRows: number,
    private readonly pacer: Pacer = unpaced,
  ) {}

  /** From here on in `trx`, the members it writes get their search text from the worker. */
  defer(trx: Transaction<DB>): Promise<void> {
    return this.repository.defer(trx);
  }

  /** Queues the worker's writing in `trx`, so that it happens if and only if the import commits. */
  queueAfter(trx: Transaction<DB>, job: QueuedSearchText): Promise<void> {
    return this.queue.send<QueuedSearchText>(SEARCH_INDEX_QUEUE, job, trx);
  }

  /** Tells this process's worker at once (rather than at its next poll) that work was queued. */
  wake(): void {
    this.queue.wake(SEARCH_INDEX_QUEUE);
  }

  /** The queued work: every slice of the import's members, each in its own statement; safe to run again. */
  async write(job: QueuedSearchText): Promise<void> {
    for (const slice of SLICES[job.after]) {
      let last: SliceCursor | undefined;
      do {
        const after = last;
        last = await this.pacer.step(() => this.repository.writeSlice(job.jobId, slice, after, this.sliceRows));
        await yieldToEventLoop();
      } while (last !== undefined);
    }
  }
}
