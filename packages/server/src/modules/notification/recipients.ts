/**
 * Who gets a notification: a subject's verified e-mail addresses, or those of the subjects subscribed to a
 * topic. An address nobody proved gets nothing (only its own verification mail, sent by rbac).
 * Reads the rbac link tables directly: to become rbac's exported service function once identity lands.
 */
import { getEntity } from '@symbol/contracts';
import { queryRows, type DbClient } from '../../db/index.ts';

const table = (key: string) => `"${getEntity(key).table}"`;
const IDENTITIES = table('rbac/identities');
const SUBJECT_IDENTITIES = table('rbac/subjects-to-identities');
const SUBJECT_TOPICS = table('rbac/subjects-to-notification-module-topics');
const TOPICS = table('notification/topics');

/** The verified addresses of a subject's identities, oldest identity first. */
export async function subjectEmails(client: DbClient, subjectId: string): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    client,
    `SELECT i."email" FROM ${SUBJECT_IDENTITIES} si JOIN ${IDENTITIES} i ON i."id" = si."identityId"
     WHERE si."subjectId" = $1::uuid AND i."email" IS NOT NULL AND i."verifiedAt" IS NOT NULL
     GROUP BY i."email" ORDER BY min(i."createdAt")`,
    [subjectId],
  );
  return rows.map((r) => r.email);
}

/** Subscribers of a topic (by slug) with a verified address: one entry per address. */
export async function topicSubscribers(
  client: DbClient,
  topicSlug: string,
): Promise<{ subjectId: string; email: string }[]> {
  return queryRows<{ subjectId: string; email: string }>(
    client,
    `SELECT DISTINCT ON (i."email") st."subjectId"::text AS "subjectId", i."email"
     FROM ${TOPICS} t
     JOIN ${SUBJECT_TOPICS} st ON st."notificationModuleTopicId" = t."id"
     JOIN ${SUBJECT_IDENTITIES} si ON si."subjectId" = st."subjectId"
     JOIN ${IDENTITIES} i ON i."id" = si."identityId"
     WHERE t."slug" = $1 AND i."email" IS NOT NULL AND i."verifiedAt" IS NOT NULL
     ORDER BY i."email"
     LIMIT 1000`,
    [topicSlug],
  );
}
