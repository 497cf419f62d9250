import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { toCents } from '../../lib/money.js';
import type { OrdersRepository } from './repository.js';
import type { OrdersService } from './service.js';

type Job = { id: string; orgId: string; createdBy: string };
type Row = { rowNumber: number; record: Record<string, string | null> };

/**
 * A provider's invoice settled by import (the settlements dataset): each line fulfils its order as POST
 * .../fulfil would, in the import's one transaction, by the person who made the job; a rollback gives
 * back the orders it fulfilled (approved again, their captures reversed) where it still can.
 */
export class OrderSettlement {
  constructor(
    private readonly orders: OrdersService,
    private readonly repository: OrdersRepository,
  ) {}

  /** Fulfils the rows' orders; an order that changed since the preview stops it all (409 ORDER_CHANGED: the job fails, nothing done). */
  async commit(trx: Transaction<DB>, job: Job, rows: readonly Row[]): Promise<number> {
    let fulfilled = 0;
    for (const { rowNumber, record } of rows) {
      const number = record.order_number!;
      const order = await this.repository.findByNumber(trx, job.orgId, Number(number.slice(4)));
      const provider = await this.repository.providerByCode(trx, job.orgId, record.provider_code!);
      if (order?.status !== 'approved' || order.provider_id !== provider?.id)
        throw new AppError(
          'ORDER_CHANGED',
          `Since the preview, order ${number} (row ${rowNumber}) is ${order?.status ?? 'gone'}. Nothing was settled; validate again.`,
          [
            {
              field: 'order_number',
              issue: `row ${rowNumber}`,
              params: { row: rowNumber, order_number: number, status: order?.status ?? 'unknown' },
            },
          ],
        );
      await this.orders.fulfilIn(
        trx,
        order,
        { cents: toCents(record.amount!), invoiceRef: record.invoice_ref!, fulfilledOn: record.fulfilled_on!, settledByJobId: job.id },
        job.createdBy,
      );
      fulfilled++;
    }
    return fulfilled;
  }

  /** Each order the job fulfilled, approved again where its period is open and its member has not spent what it released. */
  async rollback(trx: Transaction<DB>, job: Job, actorId: string) {
    const skippedReasons: Record<string, number> = {};
    let restored = 0;
    for (const order of await this.repository.settledBy(trx, job.orgId, job.id)) {
      const outcome = await this.orders.unsettleIn(trx, order, job.id, actorId);
      if (outcome === 'done') restored++;
      else skippedReasons[outcome] = (skippedReasons[outcome] ?? 0) + 1;
    }
    return { restored, skippedReasons };
  }
}
