import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderState } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { mergeStatements, pipelinedTransaction, type Statement } from '../../db/pipeline';
import { jsonRow } from '../../db/json-row';
import { orders, type OrderRow, type StatusHistoryEntry } from '../../db/schema';

/** What a status change writes into the order row (null keeps a column). */
export interface StatusUpdate {
  id: string;
  /** The state the change was checked against: the UPDATE applies only while the order is still in it. */
  from: string;
  state: OrderState;
  now: string;
  /** The history entries it appends (one). */
  entry: StatusHistoryEntry[];
  /** The first manager to act on an order becomes its manager. */
  manager: string | null;
  /** Set when the order heads for a station; null keeps the column. */
  station: OrderRow['stationAddress'];
  serviceTotal: number | null;
  electricityTotal: number | null;
  grandTotal: number | null;
}

/** What else the change writes, in its transaction, once the UPDATE has applied (notifications, mail, freed slots). */
export type ChangeWrites = (changed: OrderRow, tx: Db) => Promise<readonly Statement[]>;

interface Waiting {
  update: StatusUpdate;
  writes: ChangeWrites;
  resolve: (row: OrderRow | null) => void;
  reject: (error: unknown) => void;
}

/** A batch's changes beyond this wait for the next one (the JSON parameter and the transaction stay short). */
const MAX_BATCH = 64;

/**
 * The UPDATE of a batch of status changes, one statement for all of them and all targets: the changes travel as one
 * JSON array (a null keeps the column), so it is prepared once per connection whatever the batch's size.
 */
function prepareBatchUpdate(db: Db) {
  return db
    .update(orders)
    .set({
      state: sql`v.state::order_state`,
      updatedAt: sql`v.now`,
      statusHistory: sql`${orders.statusHistory} || v.entry`,
      managerId: sql`coalesce(${orders.managerId}, v.manager)`,
      stationAddress: sql`coalesce(v.station, ${orders.stationAddress})`,
      serviceTotal: sql`coalesce(v.service_total, ${orders.serviceTotal})`,
      electricityTotal: sql`coalesce(v.electricity_total, ${orders.electricityTotal})`,
      grandTotal: sql`coalesce(v.grand_total, ${orders.grandTotal})`,
    })
    .from(
      sql`jsonb_to_recordset(${sql.placeholder('changes')}::jsonb) as v(idx int, id uuid, from_state text, state text, now timestamptz,
            entry jsonb, manager uuid, station jsonb, service_total int, electricity_total int, grand_total int)`,
    )
    .where(sql`${orders.id} = v.id and ${orders.state}::text = v.from_state`)
    .returning({ row: jsonRow(orders), idx: sql<number>`v.idx` })
    .prepare('cv_order_status_batch');
}
const batchUpdates = new WeakMap<Db, ReturnType<typeof prepareBatchUpdate>>();
function batchUpdate(db: Db) {
  let prepared = batchUpdates.get(db);
  if (!prepared) batchUpdates.set(db, (prepared = prepareBatchUpdate(db)));
  return prepared;
}

/**
 * Runs the changes in one transaction: one UPDATE, then each applied change's writes, sent with the COMMIT; the
 * views' NOTIFY once, right after it. Resolves each change with its row, or null when its order had left the state
 * it was checked against (of several changes of one order, exactly one applies). Throws, and changes nothing, when
 * any statement fails.
 */
async function runBatch(app: FastifyInstance, batch: readonly Waiting[]): Promise<void> {
  const changed = new Map<number, OrderRow>();
  // in the order of the ids: two batches (two instances) lock the rows they share in the same order, never crosswise
  const changes = batch
    .map(({ update: u }, idx) => ({
      idx, id: u.id, from_state: u.from, state: u.state, now: u.now, entry: u.entry, manager: u.manager, station: u.station,
      service_total: u.serviceTotal, electricity_total: u.electricityTotal, grand_total: u.grandTotal,
    }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : a.idx - b.idx));
  await pipelinedTransaction(
    app.db,
    async (tx) => {
      const rows = await batchUpdate(tx).execute({ changes: JSON.stringify(changes) });
      const writes: Statement[] = [];
      for (const { idx, row } of rows.sort((a, b) => a.idx - b.idx)) {
        changed.set(idx, row);
        writes.push(...(await batch[idx]!.writes(row, tx)));
      }
      return mergeStatements(writes);
    },
    {
      after: () => (changed.size > 0 ? [app.orderViews.changing()] : []),
      onAfterError: (error) => app.log.error({ err: error }, 'the order views could not be told of a change'),
    },
  );
  batch.forEach((waiting, idx) => waiting.resolve(changed.get(idx) ?? null));
}

/**
 * Group commit of status changes. Under load many changes wait at once; each alone would cost a transaction of its
 * own (BEGIN, an UPDATE planned and started, COMMIT with its WAL flush, a NOTIFY, two round trips). One batch runs at
 * a time and the changes that arrive meanwhile go together in the next one (two at a time measured slower: the
 * batches then wait for each other's CPU). A batch that fails is retried change by change, so one change's failure
 * is only its own.
 */
class StatusBatches {
  private waiting: Waiting[] = [];
  private running = false;
  private scheduled = false;

  constructor(private readonly app: FastifyInstance) {}

  submit(update: StatusUpdate, writes: ChangeWrites): Promise<OrderRow | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ update, writes, resolve, reject });
      this.schedule();
    });
  }

  /** The next batch starts once the event loop has read what arrived with this change: those go together. */
  private schedule(): void {
    if (this.scheduled || this.running || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.running || this.waiting.length === 0) return;
    this.running = true;
    const batch = this.waiting.splice(0, MAX_BATCH);
    try {
      await runBatch(this.app, batch);
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const one of batch) await runBatch(this.app, [one]).catch(one.reject);
    } finally {
      this.running = false;
      this.schedule();
    }
  }
}

// one per application: its route contexts share the decorators, orderViews among them
const perApp = new WeakMap<object, StatusBatches>();

/**
 * Applies a status change in the next batch: resolves with the changed row, or null when the order is no longer in
 * `update.from` (someone else changed it first). `writes` adds what the change writes besides, in its transaction.
 */
export function applyStatusChange(app: FastifyInstance, update: StatusUpdate, writes: ChangeWrites): Promise<OrderRow | null> {
  let batches = perApp.get(app.orderViews);
  if (!batches) perApp.set(app.orderViews, (batches = new StatusBatches(app)));
  return batches.submit(update, writes);
}
