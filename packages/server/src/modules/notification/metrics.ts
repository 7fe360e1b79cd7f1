/**
 * The outbox's series on the app's /metrics: its backlog by status (read at each scrape, on the status index) and
 * this instance's sends by outcome. A growing `queued` or any `failed` is what an alert watches.
 */
import { getEntity } from '@symbol/contracts';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/index.ts';
import type { RunResult } from './worker.ts';

const TABLE = `"${getEntity('notification/notifications').table}"`;
const STATUSES = ['queued', 'sending', 'failed'] as const;
const BACKLOG_SQL = `SELECT "status", count(*)::int AS "count" FROM ${TABLE} WHERE "status" = ANY($1) GROUP BY "status"`;

/** Registers the outbox's series; answers what the worker calls after each pass. */
export function observeOutbox(db: Db, registry: Registry): (result: RunResult) => void {
  new Gauge({
    name: 'outbox_notifications',
    help: 'Notifications waiting to be sent (queued), being sent (sending), or given up on (failed)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const { rows } = await db.pool.query<{ status: string; count: number }>(BACKLOG_SQL, [STATUSES]);
      for (const status of STATUSES) this.set({ status }, rows.find((row) => row.status === status)?.count ?? 0);
    },
  });
  const sends = new Counter({
    name: 'outbox_sends_total',
    help: "This instance's send attempts by outcome: sent, retried later (a failure), failed (out of attempts)",
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['sent', 'retried', 'failed'] as const) sends.inc({ outcome }, 0);
  return (result) => {
    for (const outcome of ['sent', 'retried', 'failed'] as const)
      if (result[outcome]) sends.inc({ outcome }, result[outcome]);
  };
}
