import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The uploaded file, kept in chunks in the database (every instance reads it; no local disk). */
export class FileStore {
  async insertFileChunk(db: Db, jobId: string, seq: number, data: Buffer) {
    await db.insertInto('migration_file_chunks').values({ job_id: jobId, seq, data }).execute();
  }

  /** Bytes [start, end) of the stored file (end exclusive), a chunk at a time. */
  async *fileRange(db: Db, jobId: string, chunkBytes: number, start: number, end: number): AsyncGenerator<Buffer> {
    for (let seq = Math.floor(start / chunkBytes); seq * chunkBytes < end; seq++) {
      const chunk = await db
        .selectFrom('migration_file_chunks')
        .select('data')
        .where('job_id', '=', jobId)
        .where('seq', '=', seq)
        .executeTakeFirst();
      if (!chunk) return;
      const offset = seq * chunkBytes;
      yield chunk.data.subarray(Math.max(0, start - offset), Math.min(chunk.data.length, end - offset));
    }
  }
}
