/**
 * Fixed-window counters for abuse limits. In memory for one instance; in Redis (REDIS_URL) when several
 * instances must share them, and in the instance's own memory while Redis is away (never off). `consume` throws
 * a 429 with Retry-After once a key is over its limit.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { systemClock, type Clock } from './clock.ts';
import { AppError } from './errors.ts';
import { FailureLog } from './failure-log.ts';
import { onDemand } from './on-demand.ts';
import { TIMEOUTS } from './timeouts.ts';

export interface RateLimitStore {
  /** Counts one hit on `key` in its current window; answers the count so far and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes one hit on `key` back (an attempt that turned out not to count); the window is kept. */
  release(key: string): Promise<void>;
}

export interface RateLimit {
  /** At most `max` hits per `windowMs` for one key. */
  max: number;
  windowMs: number;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly clock: Clock = systemClock,
    private readonly maxKeys = 100_000,
  ) {}

  async hit(key: string, windowMs: number) {
    const now = this.clock.now().getTime();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async release(key: string) {
    const window = this.windows.get(key);
    if (window && window.resetAt > this.clock.now().getTime() && window.count > 0) window.count -= 1;
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full (a flood of distinct keys): drop the oldest half rather than grow without bound.
    if (this.windows.size >= this.maxKeys) {
      let drop = Math.floor(this.maxKeys / 2);
      for (const key of this.windows.keys()) {
        if (drop-- <= 0) break;
        this.windows.delete(key);
      }
    }
  }
}

/** INCR, and start the window on the first hit, atomically; answers [count, ms left]. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

/** DECR only a live key above zero: a key that expired meanwhile is not recreated without its TTL. */
const RELEASE_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'symbol:rate-limit:',
  ) {}

  async hit(key: string, windowMs: number) {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [
      number,
      number,
    ];
    return { count, resetInMs: ttl };
  }

  async release(key: string) {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'Too many requests', [`retry after ${retryAfterSeconds} s`], {
    'retry-after': String(retryAfterSeconds),
  });

type Log = { warn(obj: object, msg: string): void };

/**
 * Counts one attempt against `limit` for `key`; over the limit → 429 with Retry-After. Answers the count so
 * far. A store that fails lets the request through and logs (the count answered is 0): the limits guard
 * against abuse, not availability. (The shared store below does not fail: it falls back to memory.)
 */
export async function consume(store: RateLimitStore, key: string, limit: RateLimit, log?: Log): Promise<number> {
  let result: { count: number; resetInMs: number };
  try {
    result = await store.hit(key, limit.windowMs);
  } catch (error) {
    log?.warn({ err: error, key }, 'rate limit store failed; request let through');
    return 0;
  }
  if (result.count > limit.max) throw tooManyRequests(Math.max(1, Math.ceil(result.resetInMs / 1000)));
  return result.count;
}

/** The wait past a count: 1 s, doubling with each attempt over it, at most 8 s (tests shorten them). */
export const SLOWDOWN = { firstDelayMs: 1_000, maxDelayMs: 8_000 };

export function slowdownMs(count: number, threshold: number): number {
  if (count <= threshold) return 0;
  return Math.min(SLOWDOWN.maxDelayMs, SLOWDOWN.firstDelayMs * 2 ** (count - threshold - 1));
}

/**
 * `consume` for a limit that people share (a source address: a school, an office, an event's Wi-Fi): past half of
 * it each attempt waits before it is handled (`slowdownMs`), and only past the limit is it refused. A class
 * arriving together passes; a script from one address is slowed long before its refusal.
 */
export async function consumeSlowly(store: RateLimitStore, key: string, limit: RateLimit, log?: Log): Promise<number> {
  const count = await consume(store, key, limit, log);
  const delayMs = slowdownMs(count, Math.ceil(limit.max / 2));
  if (delayMs) await sleep(delayMs);
  return count;
}

/** Takes back one attempt counted by `consume`; a failing store is logged and otherwise ignored. */
export async function release(store: RateLimitStore, key: string, log?: Log): Promise<void> {
  try {
    await store.release(key);
  } catch (error) {
    log?.warn({ err: error, key }, 'rate limit store failed to take back an attempt');
  }
}

/**
 * Redis's counters while it answers, the instance's own in memory while it does not: a command never waits for
 * a Redis that is away (no offline queue, TIMEOUTS.redisCommandMs per command), and a limit is never off. The
 * memory counts start from zero when Redis goes away, so each instance allows at most one more window's worth.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: RateLimitStore,
    private readonly own: RateLimitStore,
    /** Where a fallback is logged (once per interval); set once the app's log exists. */
    public failures?: FailureLog,
  ) {}

  async hit(key: string, windowMs: number) {
    if (this.redis.status === 'ready') {
      try {
        return await this.shared.hit(key, windowMs);
      } catch (error) {
        this.failures?.record('redis', "rate limits on this instance's own counters: Redis failed", error);
      }
    }
    return this.own.hit(key, windowMs);
  }

  async release(key: string) {
    await this.own.release(key);
    if (this.redis.status === 'ready') await this.shared.release(key).catch(() => {});
  }
}

/** The counters several instances share (REDIS_URL), with their Redis connection. */
export interface SharedRateLimits {
  store: RateLimitStore;
  redis: Redis;
  /** Readiness: resolves while Redis answers. */
  check(): Promise<void>;
  /** Logs the fallbacks to memory there (once per interval with a count). */
  logTo(log: ConstructorParameters<typeof FailureLog>[0]): void;
  close(): Promise<void>;
}

const ioredis = onDemand<typeof import('ioredis')>('ioredis');

export function sharedRateLimits(redisUrl: string, clock?: Clock): SharedRateLimits {
  const redis = new (ioredis().Redis)(redisUrl, {
    // Fail at once while disconnected, and give up on a command Redis does not answer in time: the caller
    // falls back to memory rather than waiting (sign-in took 6-14 s with Redis away, issue 23).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: TIMEOUTS.redisConnectMs,
    commandTimeout: TIMEOUTS.redisCommandMs,
    // Reconnects for as long as it takes, at most 2 s apart: the shared counters resume when Redis is back.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  redis.on('error', () => {}); // readiness says Redis is away; the store logs its fallback once per interval
  const store = new FallbackRateLimitStore(redis, new RedisRateLimitStore(redis), new MemoryRateLimitStore(clock));
  return {
    store,
    redis,
    logTo: (log) => void (store.failures = new FailureLog(log)),
    check: async () => {
      if (redis.status !== 'ready') throw new Error(`redis ${redis.status}`);
      await redis.ping();
    },
    close: async () => {
      store.failures?.flush();
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
