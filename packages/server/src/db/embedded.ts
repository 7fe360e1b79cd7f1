/**
 * The embedded default database: PGlite (PostgreSQL compiled to WebAssembly, data kept in `dataDir`)
 * served over TCP on 127.0.0.1 by @electric-sql/pglite-socket, so the app reaches it exactly like a real
 * server: `pg.Pool` + `@prisma/adapter-pg`, the same SQL, the same migrations.
 *
 * PGlite is ONE single-user backend: every TCP connection shares one PostgreSQL session. pglite-socket
 * 0.2.17 serialises protocol *messages* and pins a connection only while a transaction is open, so two
 * pooled connections sending extended-protocol queries (Parse/Bind/Execute/Sync, what `pg` does for any
 * query with parameters) interleave and clobber each other's unnamed statement: wrong rows or errors
 * (measured here; upstream electric-sql/pglite#1046, PR #977). It also wedges its queue forever after one
 * internal throw. `SessionQueue` below replaces its queue: a connection owns the session from its first
 * message until the backend reports ReadyForQuery with status Idle, i.e. across a whole extended batch and
 * across a whole transaction; the others wait their turn.
 *
 * Consequences to keep in mind: session state (SET, advisory locks, prepared statement names, temp tables)
 * is shared by all connections; a connection idle inside a transaction makes the others wait (code that
 * queries through a second connection while holding a transaction waits until that transaction times out);
 * one process owns `dataDir` at a time. Do not query `db` directly while the server is running.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

export interface EmbeddedPostgresOptions {
  /** Directory of the database files (created when missing), e.g. `<repo>/.data/pglite`. `memory://` keeps it in memory. */
  dataDir: string;
  /** TCP port on 127.0.0.1; a free one is picked when omitted or 0. */
  port?: number;
  /** Concurrent TCP connections accepted (pglite-socket's default is 1). Keep it above the pool size. */
  maxConnections?: number;
}

export interface EmbeddedPostgres {
  /** `postgresql://postgres@127.0.0.1:<port>/postgres?sslmode=disable`, for `pg.Pool` and `@prisma/adapter-pg`. */
  url: string;
  port: number;
  db: PGlite;
  /** Closes the TCP server, then the database (flushes it to `dataDir`). Idempotent. */
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const inMemory = options.dataDir.startsWith('memory://');
  const dataDir = inMemory ? options.dataDir : path.resolve(options.dataDir);
  if (!inMemory) await mkdir(dataDir, { recursive: true });

  // pg_trgm: the search index's trigram matching (its migration creates the extension). vector (pgvector): the
  // assistant's embeddings, created only once a model for them is configured (knowledge/embeddings.ts).
  // Loaded here, not with the module: a start on DATABASE_URL never loads PGlite (WebAssembly and its extensions).
  const [{ PGlite }, { pg_trgm }, { vector }, { PGLiteSocketServer }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite-pgvector'),
    import('@electric-sql/pglite-socket'),
  ]);
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm, vector } });
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxConnections: options.maxConnections ?? 32,
  });
  // Handlers receive the server's queue when a connection arrives, so swapping it before start() is enough.
  const internals = server as unknown as { queryQueue?: unknown };
  if (!internals.queryQueue) {
    await db.close();
    throw new Error('@electric-sql/pglite-socket changed: PGLiteSocketServer.queryQueue not found (see embedded.ts)');
  }
  internals.queryQueue = new SessionQueue(db);

  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  // With port 0 the server listens on a free port and reports it in getServerConn() ("host:port").
  const port = Number(server.getServerConn().split(':').pop());
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`;

  let stopped: Promise<void> | undefined;
  return {
    url,
    port,
    db,
    stop() {
      stopped ??= (async () => {
        await server.stop();
        await db.close();
      })();
      return stopped;
    },
  };
}

interface Job {
  handlerId: number;
  /** A frontend message, or null: "this connection is gone, give the session back". */
  message: Uint8Array | null;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z', always 6 bytes: 'Z' int32(5) status
const IDLE = 0x49; // 'I'

/**
 * Drop-in replacement for pglite-socket's QueryQueueManager (same four methods the handlers call).
 * One connection at a time owns the session until the backend is idle again.
 */
export class SessionQueue {
  private queue: Job[] = [];
  private processing = false;
  /** The connection that owns the session, or null when the backend is idle between statements. */
  private owner: number | null = null;
  /** The connection whose message is being executed right now. */
  private running: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    // Terminate is not forwarded to the shared backend: the connection just gives the session back.
    if (message[0] === TERMINATE) return this.giveBack(handlerId);
    return this.push(handlerId, message, onData);
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.queue = this.queue.filter((job) => {
      if (job.handlerId !== handlerId) return true;
      job.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  /** Called when a connection closes: finish its half-sent batch, roll back its transaction, free the session. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    await this.giveBack(handlerId);
  }

  private giveBack(handlerId: number): Promise<number> {
    // Nothing to clean when the connection neither owns the session nor has a message running.
    if (this.owner !== handlerId && this.running !== handlerId) return Promise.resolve(0);
    return this.push(handlerId, null, () => {});
  }

  private push(handlerId: number, message: Uint8Array | null, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  private next(): Job | undefined {
    const index = this.owner === null ? 0 : this.queue.findIndex((job) => job.handlerId === this.owner);
    return index < 0 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let job = this.next(); job; job = this.next()) {
        this.running = job.handlerId;
        try {
          job.resolve(job.message ? await this.run(job) : await this.release(job.handlerId));
        } catch (error) {
          job.reject(error);
        } finally {
          this.running = null;
        }
      }
    } finally {
      this.processing = false;
    }
  }

  private async run(job: Job): Promise<number> {
    let bytes = 0;
    let tail: Uint8Array = new Uint8Array(0);
    await this.db.runExclusive(() =>
      this.db.execProtocolRawStream(job.message!, {
        onRawData: (data) => {
          bytes += data.length;
          tail = lastBytes(tail, data, 6);
          job.onData(data);
        },
      }),
    );
    // The response ends with ReadyForQuery(Idle) only when the statement/batch is over outside a transaction.
    const idle = tail.length === 6 && tail[0] === READY_FOR_QUERY && tail[4] === 5 && tail[5] === IDLE;
    this.owner = idle ? null : job.handlerId;
    return bytes;
  }

  private async release(handlerId: number): Promise<number> {
    if (this.owner !== handlerId) return 0;
    try {
      await this.db.runExclusive(async () => {
        await this.db.execProtocolRaw(SYNC); // ends a half-sent extended batch (response discarded)
      });
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    } finally {
      this.owner = null;
    }
    return 0;
  }
}

function lastBytes(previous: Uint8Array, data: Uint8Array, n: number): Uint8Array {
  if (data.length >= n) return data.slice(data.length - n);
  const joined = new Uint8Array(previous.length + data.length);
  joined.set(previous);
  joined.set(data, previous.length);
  return joined.slice(Math.max(0, joined.length - n));
}
