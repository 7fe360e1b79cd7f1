/**
 * Articles posted to a Telegram channel, against a fake Bot API server this test starts: publishing posts once
 * (with its link, and its image as a photo), an edit edits the message, a deletion deletes it, a failure is
 * retried later and never blocks the publish, and an article of another category is not posted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram } from '../../../../test/fake-telegram.ts';
import { as, loginAdmin, setupRbacApp } from '../../rbac/test/support.ts';
import { createTelegramPoster } from '../index.ts';

const fake = await startFakeTelegram();
afterAll(() => fake.close());
const t = await setupRbacApp({
  TELEGRAM_BOT_TOKEN: '123456:TEST-telegram-bot-token-abcdefghij',
  TELEGRAM_BOT_USERNAME: 'symbol_test_bot',
  TELEGRAM_API_URL: fake.url,
  PUBLIC_SITE_URL: 'https://fund.example',
});
const poster = createTelegramPoster({ db: t.db, config: t.config, clock: t.clock, log: t.app.log });

let admin: ReturnType<typeof as>;
let news: string;
let other: string;
beforeAll(async () => {
  admin = as(t, (await loginAdmin(t)).jwt);
  const category = (slug: string) => t.db.prisma.blogCategory.create({ data: { adminTitle: slug, slug } });
  news = (await category('news')).id;
  other = (await category('other')).id;
  const channel = await t.db.prisma.broadcastChannel.create({
    data: { adminTitle: 'Channel', slug: 'tg-news', title: 'Telegram news', telegramChatId: '@fund_news' },
  });
  await t.db.prisma.broadcastChannelsToBlogModuleCategories.create({
    data: { channelId: channel.id, blogModuleCategoryId: news },
  });
});

/** Publishes an article through the API, in a category. */
async function publish(slug: string, categoryId: string, title = 'Отчёт за год') {
  const res = await admin.post('/api/blog/articles', {
    adminTitle: slug,
    slug,
    title: { ru: title, en: 'Annual report' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const link = await admin.post('/api/blog/categories-to-articles', { categoryId, articleId: res.body.data.id });
  expect(link.status, JSON.stringify(link.body)).toBe(201);
  return res.body.data.id as string;
}

describe('posting articles to a Telegram channel', () => {
  it('publishing posts once with its link; an edit edits the message; a deletion deletes it', async () => {
    fake.reset();
    const id = await publish('annual-report', news);
    await poster.runOnce();
    await poster.runOnce();
    const posts = fake.of('sendMessage');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ chat_id: '@fund_news', parse_mode: 'HTML' });
    expect(posts[0]!.body.text).toContain('<b>Отчёт за год</b>');
    expect(posts[0]!.body.text).toContain('https://fund.example/blog/articles/annual-report');
    const row = await t.db.prisma.broadcastMessage.findFirst({ where: { articleId: id } });
    expect(row).toMatchObject({ status: 'sent', telegramKind: 'text', telegramMessageId: expect.any(String) });

    t.clock.advance(1000);
    const edit = await admin.patch(`/api/blog/articles/${id}`, { title: { ru: 'Отчёт за 2025 год' } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    await poster.runOnce();
    await poster.runOnce();
    const edits = fake.of('editMessageText');
    expect(edits).toHaveLength(1);
    expect(edits[0]!.body).toMatchObject({ chat_id: '@fund_news', message_id: Number(row!.telegramMessageId) });
    expect(edits[0]!.body.text).toContain('<b>Отчёт за 2025 год</b>');
    expect(fake.of('sendMessage')).toHaveLength(1);

    expect((await admin.delete(`/api/blog/articles/${id}`)).status).toBe(200);
    await poster.runOnce();
    expect(fake.of('deleteMessage')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ message_id: Number(row!.telegramMessageId) }) }),
    ]);
    expect((await t.db.prisma.broadcastMessage.findFirst({ where: { articleId: id } }))?.status).toBe('deleted');
  });

  it("an article with an image is posted as a photo; another category's article is not posted", async () => {
    fake.reset();
    const id = await publish('with-image', news, 'С картинкой');
    const file = await t.db.prisma.fileStorageFile.create({
      data: { adminTitle: 'cover', slug: 'cover-1', file: '/public/file-storage/cover.png' },
    });
    await t.db.prisma.blogArticlesToFileStorageModuleFiles.create({
      data: { articleId: id, fileStorageModuleFileId: file.id },
    });
    await publish('elsewhere', other, 'Не для канала');
    await poster.runOnce();
    expect(fake.of('sendMessage')).toEqual([]);
    const photos = fake.of('sendPhoto');
    expect(photos).toHaveLength(1);
    expect(photos[0]!.body.photo).toMatch(/^http.*cover\.png$/);
    expect(photos[0]!.body.caption).toContain('<b>С картинкой</b>');

    // Its image replaced (the file uploaded again): the photo of the post is replaced, its caption kept.
    const row = await t.db.prisma.broadcastMessage.findFirstOrThrow({ where: { articleId: id } });
    await t.db.prisma.fileStorageFile.update({
      where: { id: file.id },
      data: { file: '/public/file-storage/cover-2.png', updatedAt: new Date(Date.now() + 1000) },
    });
    await poster.runOnce();
    await poster.runOnce();
    const media = fake.of('editMessageMedia');
    expect(media).toHaveLength(1);
    expect(media[0]!.body).toMatchObject({ chat_id: '@fund_news', message_id: Number(row.telegramMessageId) });
    expect(JSON.stringify(media[0]!.body.media)).toMatch(/cover-2\.png/);
    expect(JSON.stringify(media[0]!.body.media)).toContain('С картинкой');

    // The image taken away: a photo cannot become a text, so the post is made again as one.
    await t.db.prisma.blogArticlesToFileStorageModuleFiles.deleteMany({ where: { articleId: id } });
    await poster.runOnce();
    await poster.runOnce();
    expect(fake.of('deleteMessage')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ message_id: Number(row.telegramMessageId) }) }),
    ]);
    expect(fake.of('sendMessage')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ text: expect.stringContaining('С картинкой') }) }),
    ]);
    expect(await t.db.prisma.broadcastMessage.findFirst({ where: { articleId: id } })).toMatchObject({
      status: 'sent',
      telegramKind: 'text',
    });
  });

  it('a failure never blocks the publish and is retried later, still once', async () => {
    fake.reset();
    fake.failNext(1);
    const id = await publish('retried', news, 'Повтор');
    const first = await poster.runOnce();
    expect(first.failed).toBe(1);
    expect(await t.db.prisma.broadcastMessage.findFirst({ where: { articleId: id } })).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: expect.stringMatching(/Internal Server Error/),
    });
    await poster.runOnce(); // not due yet
    expect(fake.of('sendMessage')).toHaveLength(1);
    t.clock.advance(10 * 60_000);
    await poster.runOnce();
    expect(fake.of('sendMessage')).toHaveLength(2);
    expect((await t.db.prisma.broadcastMessage.findFirst({ where: { articleId: id } }))?.status).toBe('sent');
  });
});
