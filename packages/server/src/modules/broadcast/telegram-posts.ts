/**
 * Articles posted to Telegram channels (issue 40). A broadcast channel with a `telegramChatId` carries the articles
 * of its categories (channels-to-blog-module-categories) published since the category was linked to it. Nothing
 * here runs inside a publish: each pass of this worker compares what is published with what was posted, so a
 * publish (a write, a release) never waits for Telegram nor fails because of it.
 *
 * Each (channel, article) has one `broadcast/messages` row, its own outbox: inserted `queued` once (a unique
 * pair, so two instances never post twice), `sent` with Telegram's message id, queued again when the article's
 * version (its own or its image's last change) passes the row's syncedAt or its image came or went (an edit edits
 * the message: its text, caption and photo; a photo gained or lost posts it again), `deleting` when the article is
 * gone. A failure
 * waits with backoff and is retried, `failed` after TELEGRAM_POST_MAX_ATTEMPTS. Claims use FOR UPDATE SKIP
 * LOCKED and a lease, like the notification outbox: delivery is at least once.
 */
import { DEFAULT_LANGUAGE } from '@symbol/contracts';
import type { Api } from 'grammy';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { absoluteFileUrl } from '../file-storage/index.ts';
import { pickText } from '../notification/index.ts';
import { clip, grammy, telegramApi } from '../telegram/index.ts';

const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 8;
const BATCH = 20;
const MAX_BACKOFF_MS = 6 * 60 * 60_000;

const PLAN_POSTS = `
INSERT INTO "broadcast_messages" ("payload", "channelId", "articleId", "status", "variant")
SELECT DISTINCT a."slug", c."id", a."id", 'queued', 'telegram'
FROM "broadcast_channels" c
JOIN "broadcast_channels_to_blog_module_categories" cc ON cc."channelId" = c."id"
JOIN "blog_categories_to_articles" ca ON ca."categoryId" = cc."blogModuleCategoryId"
JOIN "blog_articles" a ON a."id" = ca."articleId"
WHERE c."telegramChatId" IS NOT NULL AND coalesce(a."publishedAt", a."createdAt") >= cc."createdAt"
ON CONFLICT ("channelId", "articleId") DO NOTHING`;

/**
 * An article's version as its post shows it: its own last change, or its image's (a link made or changed, the file
 * replaced), whichever is later. An image removed leaves no date: a photo post without an image, or a text post
 * with one, is out of step too (PLAN_EDITS).
 */
const VERSION = `greatest(a."updatedAt", (SELECT max(greatest(l."updatedAt", f."updatedAt"))
  FROM "blog_articles_to_file_storage_module_files" l
  JOIN "file_storage_files" f ON f."id" = l."fileStorageModuleFileId" WHERE l."articleId" = a."id"))`;
const HAS_IMAGE = `EXISTS (SELECT 1 FROM "blog_articles_to_file_storage_module_files" l WHERE l."articleId" = a."id")`;

const PLAN_EDITS = `
UPDATE "broadcast_messages" m SET "status" = 'queued', "attempts" = 0, "nextAttemptAt" = NULL, "updatedAt" = $1
FROM "blog_articles" a
WHERE m."articleId" = a."id" AND m."status" IN ('sent', 'failed') AND m."telegramMessageId" IS NOT NULL
  AND (${VERSION} > m."syncedAt" OR (m."telegramKind" = 'photo') <> ${HAS_IMAGE})`;

const PLAN_DELETES = `
UPDATE "broadcast_messages" m
SET "status" = CASE WHEN m."telegramMessageId" IS NULL THEN 'deleted' ELSE 'deleting' END,
    "attempts" = 0, "nextAttemptAt" = NULL, "updatedAt" = $1
WHERE m."articleId" IS NOT NULL AND m."status" IN ('queued', 'sent', 'failed')
  AND NOT EXISTS (SELECT 1 FROM "blog_articles" a WHERE a."id" = m."articleId")`;

const CLAIM = `
UPDATE "broadcast_messages" m SET "attempts" = m."attempts" + 1, "nextAttemptAt" = $2, "updatedAt" = $1
WHERE m."id" IN (
  SELECT "id" FROM "broadcast_messages"
  WHERE "status" IN ('queued', 'deleting') AND "channelId" IS NOT NULL
    AND ("nextAttemptAt" IS NULL OR "nextAttemptAt" <= $1) AND "attempts" < $3
  ORDER BY "nextAttemptAt" ASC NULLS FIRST, "createdAt" ASC LIMIT $4 FOR UPDATE SKIP LOCKED)
RETURNING m."id", m."status", m."attempts", m."articleId"::text AS "articleId", m."telegramMessageId",
  m."telegramKind", (SELECT "telegramChatId" FROM "broadcast_channels" c WHERE c."id" = m."channelId") AS "chatId"`;

interface Claimed {
  id: string;
  status: 'queued' | 'deleting';
  attempts: number;
  articleId: string;
  telegramMessageId: string | null;
  telegramKind: string | null;
  chatId: string | null;
}

interface Article {
  slug: string;
  title: unknown;
  subtitle: unknown;
  /** The version its post shows (VERSION): the article's or its image's last change. */
  updatedAt: Date;
  image: string | null;
}

const escape = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/** The post: the title in bold, the subtitle, the link; as a photo's caption when the article has an image. */
export function postText(config: Config, article: Article): string {
  const title = pickText(article.title, DEFAULT_LANGUAGE) || article.slug;
  const subtitle = pickText(article.subtitle, DEFAULT_LANGUAGE);
  const url = `${config.PUBLIC_SITE_URL}/blog/articles/${encodeURIComponent(article.slug)}`;
  const parts = [
    `<b>${escape(title)}</b>`,
    subtitle ? escape(subtitle) : '',
    `<a href="${escape(url)}">${escape(url)}</a>`,
  ];
  return parts.filter(Boolean).join('\n\n');
}

/** Telegram answers these when the work is already done: not a failure. */
const alreadyDone = (error: unknown) =>
  error instanceof grammy().GrammyError &&
  /message is not modified|message to delete not found|message can't be deleted/.test(error.description);

export interface BroadcastDeps {
  db: Db;
  config: Config;
  clock: Clock;
  log: Pick<Logger, 'warn' | 'error'>;
}

export function createTelegramPoster(deps: BroadcastDeps, api: Api | null = telegramApi(deps.config)) {
  const { db, config, clock, log } = deps;

  async function articleOf(id: string): Promise<Article | null> {
    const article = await db.prisma.blogArticle.findUnique({
      where: { id },
      select: {
        slug: true,
        title: true,
        subtitle: true,
        updatedAt: true,
        BlogArticlesToFileStorageModuleFiles_articleId: {
          select: { updatedAt: true, fileStorageModuleFile: { select: { file: true, updatedAt: true } } },
          orderBy: { orderIndex: 'asc' },
        },
      },
    });
    if (!article) return null;
    const links = article.BlogArticlesToFileStorageModuleFiles_articleId;
    const file = links[0]?.fileStorageModuleFile.file;
    const version = Math.max(
      article.updatedAt.getTime(),
      ...links.flatMap((l) => [l.updatedAt.getTime(), l.fileStorageModuleFile.updatedAt.getTime()]),
    );
    return {
      slug: article.slug,
      title: article.title,
      subtitle: article.subtitle,
      updatedAt: new Date(version),
      image: file ? absoluteFileUrl(config, file) : null,
    };
  }

  async function deliver(api: Api, row: Claimed): Promise<void> {
    const chatId = row.chatId!;
    const messageId = Number(row.telegramMessageId);
    if (row.status === 'deleting') {
      await api.deleteMessage(chatId, messageId).catch((error: unknown) => {
        if (!alreadyDone(error)) throw error;
      });
      await db.pool.query(
        `UPDATE "broadcast_messages" SET "status" = 'deleted', "lastError" = NULL, "updatedAt" = $2 WHERE "id" = $1`,
        [row.id, clock.now()],
      );
      return;
    }
    const article = await articleOf(row.articleId);
    if (!article) return; // deleted meanwhile: the next pass deletes the message
    const text = postText(config, article);
    let id = row.telegramMessageId;
    let kind = row.telegramKind;
    const post = async () => {
      const sent = article.image
        ? await api.sendPhoto(chatId, article.image, { caption: clip(text, 1024), parse_mode: 'HTML' })
        : await api.sendMessage(chatId, clip(text), { parse_mode: 'HTML' });
      id = String(sent.message_id);
      kind = article.image ? 'photo' : 'text';
    };
    try {
      if (!id) await post();
      else if ((kind === 'photo') !== !!article.image) {
        // A photo cannot become a text, nor a text get a photo: the post is made again.
        await api.deleteMessage(chatId, messageId).catch((error: unknown) => {
          if (!alreadyDone(error)) throw error;
        });
        await post();
      } else if (kind === 'photo') {
        // The image as it is now (replaced or not) with the caption.
        await api.editMessageMedia(chatId, messageId, {
          type: 'photo',
          media: article.image!,
          caption: clip(text, 1024),
          parse_mode: 'HTML',
        });
      } else {
        await api.editMessageText(chatId, messageId, clip(text), { parse_mode: 'HTML' });
      }
    } catch (error) {
      if (!alreadyDone(error)) throw error;
    }
    await db.pool.query(
      `UPDATE "broadcast_messages" SET "status" = 'sent', "telegramMessageId" = $2, "telegramKind" = $3,
         "syncedAt" = $4, "nextAttemptAt" = NULL, "lastError" = NULL, "updatedAt" = $5 WHERE "id" = $1`,
      [row.id, id, kind, article.updatedAt, clock.now()],
    );
  }

  async function fail(row: Claimed, error: unknown) {
    const final = row.attempts >= MAX_ATTEMPTS;
    const now = clock.now().getTime();
    const wait = Math.min(60_000 * 2 ** Math.max(0, row.attempts - 1), MAX_BACKOFF_MS);
    await db.pool.query(
      `UPDATE "broadcast_messages" SET "status" = $2, "nextAttemptAt" = $3, "lastError" = $4, "updatedAt" = $5 WHERE "id" = $1`,
      [
        row.id,
        final ? 'failed' : row.status,
        final ? null : new Date(now + wait),
        (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        new Date(now),
      ],
    );
    log.warn({ err: error, messageId: row.id, attempts: row.attempts, final }, 'telegram post not sent');
  }

  /** One pass: plan posts, edits and deletions, then send what is due. */
  async function runOnce(): Promise<{ claimed: number; sent: number; failed: number }> {
    const result = { claimed: 0, sent: 0, failed: 0 };
    if (!api) return result;
    const now = clock.now();
    await db.pool.query(PLAN_POSTS);
    await db.pool.query(PLAN_EDITS, [now]);
    await db.pool.query(PLAN_DELETES, [now]);
    const { rows } = await db.pool.query<Claimed>(CLAIM, [
      now,
      new Date(now.getTime() + LEASE_MS),
      MAX_ATTEMPTS,
      BATCH,
    ]);
    result.claimed = rows.length;
    for (const row of rows) {
      try {
        await deliver(api, row);
        result.sent += 1;
      } catch (error) {
        await fail(row, error);
        result.failed += 1;
      }
    }
    return result;
  }

  return { runOnce };
}
