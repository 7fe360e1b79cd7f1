import { describe, expect, it } from 'vitest';
import { FailureLog } from './failure-log.ts';

function capture() {
  const lines: { level: string; msg: string; obj: object }[] = [];
  const log = {
    error: (obj: object, msg: string) => lines.push({ level: 'error', msg, obj }),
    warn: (obj: object, msg: string) => lines.push({ level: 'warn', msg, obj }),
  };
  return { lines, log };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('failures logged once per interval', () => {
  it("a worker's pass failing because the database is away is counted with the requests, in one line", () => {
    const { lines, log } = capture();
    const failures = new FailureLog(log, 60_000);
    failures.recordPass('release-scheduler', 'release scheduler pass failed', refused());
    failures.recordPass('receipt-outbox', 'receipt outbox pass failed', refused());
    failures.recordPass('release-scheduler', 'release scheduler pass failed', new Error('a bug'));
    failures.recordPass('release-scheduler', 'release scheduler pass failed', new Error('a bug again'));
    expect(lines.map((line) => line.msg)).toEqual([
      'Database unavailable: try again shortly',
      'release scheduler pass failed',
    ]);
    failures.flush();
    expect(lines.slice(2).map((line) => line.msg)).toEqual([
      'database: unreachable: 1 more failures',
      'release-scheduler: 1 more failures',
    ]);
  });
});
