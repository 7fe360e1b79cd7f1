/** The identity routes' limits are settings: a site behind one shared address can raise (or lower) them. */
import { expect, it } from 'vitest';
import { AUTH, as, expectError, freshIp, setupRbacApp } from './support.ts';

const t = await setupRbacApp({ RATE_LIMIT_INIT_PER_IP: '3' });

it('RATE_LIMIT_INIT_PER_IP sets how many inits one address may make per window', async () => {
  const ip = freshIp();
  for (let i = 0; i < 3; i++) expect((await as(t, undefined, ip).get(`${AUTH}/init`)).status).toBe(200);
  expectError(await as(t, undefined, ip).get(`${AUTH}/init`), 429);
});
