import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Notifier, OutgoingMessage } from './notifier.js';

/** Demo mode's notifier: messages are kept in `dev_outbox` for the developer to read. */
export class DevOutboxRepository implements Notifier {
  constructor(private readonly db: Kysely<DB>) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db
      .insertInto('dev_outbox')
      .values({ channel: message.channel, recipient: message.to, subject: message.subject, body: message.text })
      .execute();
  }

  list(filter: { to?: string | undefined; limit: number }) {
    let query = this.db.selectFrom('dev_outbox').select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at']);
    if (filter.to !== undefined) query = query.where('recipient', '=', filter.to);
    return query.orderBy('id', 'desc').limit(filter.limit).execute();
  }
}
