/**
 * Social chat in the browser (issue 12, flow 8): two browser contexts as two subjects, each with a profile,
 * in one chat; each sees the other's message and reaction without reloading (the server's event stream).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { serverKey, signIn, type Visitor } from './session.ts';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';

/** The profile registration gave the subject, renamed `name` (so the test can tell the two apart). */
async function giveProfile(request: APIRequestContext, visitor: Visitor, name: string) {
  const own = await request.get(`/api/rbac/subjects/${visitor.subjectId}/social-module/profiles`, {
    headers: { authorization: `Bearer ${visitor.jwt}` },
  });
  expect(own.status(), await own.text()).toBe(200);
  const id = (await own.json()).data[0].id as string;
  const renamed = await request.patch(`/api/social/profiles/${id}`, {
    headers: serverKey(),
    data: { data: { title: { en: name, ru: `${name} (ru)` } } },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  return id;
}

test('two subjects chat and see each other live', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const one = await browser.newContext();
  const two = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const anna = await signIn(one);
  const boris = await signIn(two);
  const annaProfile = await giveProfile(request, anna, 'Annatest');
  const borisProfile = await giveProfile(request, boris, 'Boristest');
  const chat = await request.post(`/api/rbac/subjects/${anna.subjectId}/social-module/profiles/${annaProfile}/chats`, {
    headers: { authorization: `Bearer ${anna.jwt}` },
    data: { data: { profileIds: [borisProfile], description: 'Bell tower volunteers' } },
  });
  expect(chat.status(), await chat.text()).toBe(201);

  const pageOne = await one.newPage();
  const pageTwo = await two.newPage();
  for (const page of [pageOne, pageTwo]) {
    const stream = page.waitForRequest((r) => r.url().includes('/chats/events'));
    await page.goto('/en/social/chats');
    // The page, its chat chunk and the list took 31 s on the loaded 2-core machine (load average 30).
    await expect(page.getByRole('heading', { name: 'Bell tower volunteers' })).toBeVisible({ timeout: 45_000 });
    await stream;
  }

  // The description is required: an empty message is not sent.
  await pageOne.getByRole('button', { name: 'Send' }).click();
  expect(await pageOne.getByLabel('Message').evaluate((el) => (el as HTMLTextAreaElement).validity.valueMissing)).toBe(
    true,
  );

  await pageOne.getByLabel('Message').fill('Who comes on Saturday?');
  await pageOne.getByRole('button', { name: 'Send' }).click();
  await expect(pageOne.locator('[data-message]', { hasText: 'Who comes on Saturday?' })).toBeVisible();
  await expect(pageOne.getByText('Message created successfully')).toBeVisible();
  const seen = pageTwo.locator('[data-message]', { hasText: 'Who comes on Saturday?' });
  await expect(seen).toBeVisible({ timeout: 15_000 });
  await expect(seen).toContainText('Annatest');

  await pageTwo.getByLabel('Message').fill('I do, with two friends.');
  await pageTwo.getByRole('button', { name: 'Send' }).click();
  await expect(pageOne.locator('[data-message]', { hasText: 'I do, with two friends.' })).toBeVisible({
    timeout: 15_000,
  });

  // A reaction on the other's message shows on both sides.
  await seen.getByRole('button', { name: 'React with 👍' }).click();
  await expect(seen.getByRole('button', { name: 'React with 👍 (1)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    pageOne
      .locator('[data-message]', { hasText: 'Who comes on Saturday?' })
      .getByRole('button', { name: 'React with 👍 (1)' }),
  ).toBeVisible({ timeout: 15_000 });

  await screenshot(pageOne, { path: 'test-results/chat-1440.png' });
  await screenshot(pageTwo, { path: 'test-results/chat-360.png' });
  await one.close();
  await two.close();
});
