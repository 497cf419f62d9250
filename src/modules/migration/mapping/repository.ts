import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

const json = (value: unknown) => JSON.stringify(value);

/** Mapping profiles: an organisation's saved column mappings, by name and dataset. */
export class ProfilesRepository {
  async saveProfile(
    db: Db,
    profile: {
      id: string;
      org_id: string;
      name: string;
      dataset_type: string;
      column_mapping: Record<string, string>;
      created_by: string;
      now: Date;
    },
  ) {
    // An existing name (case-insensitive) in the organisation is overwritten, keeping its id and creation.
    const updated = await db
      .updateTable('mapping_profiles')
      .set({ name: profile.name, column_mapping: json(profile.column_mapping), updated_at: profile.now })
      .where('org_id', '=', profile.org_id)
      .where('dataset_type', '=', profile.dataset_type)
      .where(sql`lower(name)`, '=', profile.name.toLowerCase())
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return;
    await db
      .insertInto('mapping_profiles')
      .values({
        id: profile.id,
        org_id: profile.org_id,
        name: profile.name,
        dataset_type: profile.dataset_type,
        column_mapping: json(profile.column_mapping),
        created_by: profile.created_by,
        created_at: profile.now,
        updated_at: profile.now,
      })
      .execute();
  }

  listProfiles(db: Db, orgId: string, datasetType?: string) {
    let query = db.selectFrom('mapping_profiles').selectAll().where('org_id', '=', orgId);
    if (datasetType) query = query.where('dataset_type', '=', datasetType);
    return query.orderBy('updated_at', 'desc').orderBy('name').execute();
  }
}
