/**
 * The page-view collector's parts (issue 34 §6), as Plausible and Umami count: no cookie, no stored IP or user
 * agent. A visitor is a hash of the day's salt, the address, the user agent and the site's host: the same person
 * is the same visitor all day, and nobody (the foundation included) can tell who, nor link two days once the
 * salt is gone. Events wait in memory and are written every ~2 s in one multi-row INSERT, so a page view costs
 * the request no database round trip; each instance flushes its own buffer, and on close.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DIRECT_SOURCE, type AnalyticEventInput } from '@symbol/contracts/analytic';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.ts';

/** User agents of robots, crawlers, link previews, monitors and scripts: left out (as Plausible's list, short). */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|headless|lighthouse|pagespeed|phantomjs|puppeteer|playwright-bot|curl\/|wget|python-|httpclient|http-client|okhttp|axios\/|node-fetch|undici|go-http|java\/|libwww|scrapy|facebookexternalhit|preview|monitor|uptime|pingdom|statuscake|bingpreview|whatsapp/i;

/** A robot's user agent, or none at all. */
export const isBot = (userAgent: string | undefined) => !userAgent || userAgent.length < 8 || BOT.test(userAgent);

/** The UTC day of an instant, `YYYY-MM-DD`. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

const SOURCE_MAX = 100;
const clean = (value: string | null) => value?.trim().toLowerCase().slice(0, SOURCE_MAX) || null;
const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * Where the visit came from: `utm_source` (with `utm_campaign`), else the referrer's host when it is another
 * site; null for a direct visit or a move within the site.
 */
export function sourceOf(url: URL, referrer: string | undefined): { source: string | null; campaign: string | null } {
  const campaign = clean(url.searchParams.get('utm_campaign'));
  const utm = clean(url.searchParams.get('utm_source'));
  if (utm) return { source: utm, campaign };
  if (!referrer) return { source: null, campaign };
  const from = bareHost(new URL(referrer).hostname);
  return { source: from && from !== bareHost(url.hostname) ? from : null, campaign };
}

export { DIRECT_SOURCE };

/** A visitor for the day: 16 bytes of SHA-256(salt, address, user agent, host), base64url. */
export function visitorHash(salt: Buffer, ip: string, userAgent: string, host: string): string {
  return createHash('sha256')
    .update(salt)
    .update(`\n${ip}\n${userAgent}\n${host.toLowerCase()}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

const MAKE_SALT = `
  WITH made AS (INSERT INTO analytic.salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING RETURNING salt)
  SELECT salt FROM made UNION ALL SELECT salt FROM analytic.salts WHERE day = $1 LIMIT 1`;

/**
 * The day's salt, one for every instance (the first to need it makes it), kept in memory for its day. Making a
 * new day's deletes the days before it: a past day's hashes can no longer be recomputed from an address.
 */
export class Salts {
  private current?: { day: string; salt: Buffer };
  private loading = new Map<string, Promise<Buffer>>();

  constructor(private readonly db: Db) {}

  /** The day's salt when this instance holds it already (every request but the day's first). */
  cached(day: string): Buffer | undefined {
    return this.current?.day === day ? this.current.salt : undefined;
  }

  load(day: string): Promise<Buffer> {
    const cached = this.cached(day);
    if (cached) return Promise.resolve(cached);
    let loading = this.loading.get(day);
    if (!loading) {
      loading = this.fetch(day).finally(() => this.loading.delete(day));
      this.loading.set(day, loading);
    }
    return loading;
  }

  private async fetch(day: string): Promise<Buffer> {
    let salt: Buffer | undefined;
    // Two instances making the same day's salt at once: the loser's statement may not see the winner's row yet.
    for (let attempt = 0; !salt && attempt < 3; attempt++)
      salt = (await this.db.pool.query<{ salt: Buffer }>(MAKE_SALT, [day, randomBytes(32)])).rows[0]?.salt;
    if (!salt) throw new Error(`no analytics salt for ${day}`);
    await this.db.pool.query('DELETE FROM analytic.salts WHERE day < $1', [day]);
    if (!this.current || this.current.day <= day) this.current = { day, salt };
    return salt;
  }
}

export interface EventRow {
  day: string;
  at: string;
  visitor: string;
  event: AnalyticEventInput['event'];
  path: string;
  productId: string | null;
  source: string | null;
  campaign: string | null;
}

/** Rows held at most (a database away for long): past it, new events are dropped and counted, never the process. */
const BUFFER_MAX = 50_000;
/** Rows per INSERT. */
const BATCH = 5_000;

const INSERT = `
  INSERT INTO analytic.events (day, at, visitor, event, path, product_id, source, campaign)
  SELECT * FROM unnest($1::date[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::uuid[], $7::text[], $8::text[])`;

/** Every buffer of a database (a test flushes its app's instead of waiting for the timer). */
const buffers = new WeakMap<Db, Set<EventBuffer>>();

/** Writes every buffered event of the apps on `db` now. */
export async function flushAnalytics(db: Db): Promise<void> {
  await Promise.all([...(buffers.get(db) ?? [])].map((buffer) => buffer.flush()));
}

export class EventBuffer {
  private rows: EventRow[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    intervalMs: number,
  ) {
    let set = buffers.get(db);
    if (!set) buffers.set(db, (set = new Set()));
    set.add(this);
    if (intervalMs > 0) {
      this.timer = setInterval(() => void this.flush(), intervalMs);
      this.timer.unref();
    }
  }

  get size() {
    return this.rows.length;
  }

  push(row: EventRow) {
    if (this.rows.length >= BUFFER_MAX) this.dropped++;
    else this.rows.push(row);
  }

  /** Writes what is held, one statement per BATCH rows; one flush at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  async close() {
    clearInterval(this.timer);
    await this.flush();
    buffers.get(this.db)?.delete(this);
  }

  private async write() {
    while (this.rows.length) {
      const batch = this.rows.splice(0, BATCH);
      try {
        await this.db.pool.query(INSERT, [
          batch.map((r) => r.day),
          batch.map((r) => r.at),
          batch.map((r) => r.visitor),
          batch.map((r) => r.event),
          batch.map((r) => r.path),
          batch.map((r) => r.productId),
          batch.map((r) => r.source),
          batch.map((r) => r.campaign),
        ]);
      } catch (error) {
        // Kept for the next pass (within the bound): a database away for a moment loses nothing.
        this.rows.unshift(...batch.slice(0, Math.max(0, BUFFER_MAX - this.rows.length)));
        this.log.warn({ err: error, rows: batch.length }, 'analytics events not written yet');
        return;
      }
    }
    if (this.dropped) {
      this.log.warn({ dropped: this.dropped }, 'analytics events dropped (buffer full)');
      this.dropped = 0;
    }
  }
}
