/** A CRM form in the browser (issue 12, flow 7): a missing required input is refused, a complete one is sent. */
import { acceptTerms, holdScripts } from './helpers.ts';
import { expect, test } from '@playwright/test';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';

test('a CRM form refuses a missing required input, then submits', async ({ page }) => {
  test.setTimeout(120_000);
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/crm/forms/') && posts.push(r.url()));
  // The server's page waits for its scripts here: until the first of them runs, Submit is disabled (the browser
  // would post the form itself and show the API's JSON answer); from then on a press waits for the app.
  const release = await holdScripts(page);
  await page.goto('/en/showcase', { waitUntil: 'commit' });
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Volunteer application' }) });
  const submit = form.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  release();
  await expect(submit).toBeEnabled();
  await form.scrollIntoViewIfNeeded();
  const email = form.getByLabel('Your e-mail');
  await form.getByLabel('How many days can you help?').fill('5');
  await submit.click();
  // The required e-mail is missing: the browser refuses, nothing is sent (the one post counted below is the
  // accepted submission's). A press before hydration is made once the app has the form: the browser's refusal
  // focuses the missing field, so the e-mail is typed after it (typed before, the press made late would send it).
  await expect(email).toBeFocused();
  expect(await email.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
  expect(posts).toEqual([]);

  await email.fill('volunteer@example.org');
  await acceptTerms(form);
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Form submitted successfully' }).first()).toBeVisible();
  expect(posts).toHaveLength(1);
  await screenshot(page, { path: 'test-results/crm-1440.png' });
});

test('the server refuses a request without a required input and stores nothing', async ({ request }) => {
  const forms = await request.get(
    '/api/crm/forms?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=volunteer-application',
  );
  const [form] = (await forms.json()).data as { id: string }[];
  const refused = await request.post(`/api/crm/forms/${form!.id}/requests`, {
    data: { data: { 'volunteer-days': 3 } },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toMatch(/volunteer-email/);
});
