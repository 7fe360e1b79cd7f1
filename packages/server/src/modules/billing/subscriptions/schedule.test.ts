import { describe, expect, it } from 'vitest';
import { addInterval, retryAt } from './schedule.ts';

describe('a recurring gift’s calendar', () => {
  it('moves by calendar months, keeping the day where the month has it', () => {
    expect(addInterval(new Date('2026-01-15T10:00:00Z'), 'month').toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addInterval(new Date('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addInterval(new Date('2026-12-31T00:00:00Z'), 'month').toISOString()).toBe('2027-01-31T00:00:00.000Z');
    expect(addInterval(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(addInterval(new Date('2026-03-01T00:00:00Z'), 'week').toISOString()).toBe('2026-03-08T00:00:00.000Z');
    expect(addInterval(new Date('2026-03-01T00:00:00Z'), 'day').toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });

  it('retries a failed renewal after 1, 3 and 7 days, then gives up', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    expect(retryAt(now, 1)?.toISOString()).toBe('2026-05-02T00:00:00.000Z');
    expect(retryAt(now, 2)?.toISOString()).toBe('2026-05-04T00:00:00.000Z');
    expect(retryAt(now, 3)?.toISOString()).toBe('2026-05-08T00:00:00.000Z');
    expect(retryAt(now, 4)).toBeUndefined();
  });
});
