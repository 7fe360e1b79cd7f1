/**
 * Who may use a chat route, beyond the authorization hook (which lets the route's own subject, a permitted
 * role or the server key through): the route's profile must belong to the route's subject
 * (rbac/subjects-to-social-module-profiles), and a chat is open only to its member profiles
 * (social/profiles-to-chats). Unknown ids are 404s, someone else's profile or chat a 403. One query.
 */
import { queryRows, type DbClient } from '../../db/index.ts';
import { forbidden, notFound } from '../../errors.ts';

export interface ChatScope {
  subjectId: string;
  profileId: string;
  chatId?: string;
  /** A message that must belong to the chat. */
  messageId?: string;
}

interface AccessRow {
  subject: boolean;
  profile: boolean;
  owned: boolean;
  chat: boolean;
  member: boolean;
  message: boolean;
}

const ACCESS_SQL = `SELECT
  EXISTS (SELECT 1 FROM "rbac_subjects" WHERE "id" = $1::uuid) AS "subject",
  EXISTS (SELECT 1 FROM "social_profiles" WHERE "id" = $2::uuid) AS "profile",
  EXISTS (SELECT 1 FROM "rbac_subjects_to_social_module_profiles"
          WHERE "subjectId" = $1::uuid AND "socialModuleProfileId" = $2::uuid) AS "owned",
  ($3::uuid IS NULL OR EXISTS (SELECT 1 FROM "social_chats" WHERE "id" = $3::uuid)) AS "chat",
  ($3::uuid IS NULL OR EXISTS (SELECT 1 FROM "social_profiles_to_chats"
                               WHERE "chatId" = $3::uuid AND "profileId" = $2::uuid)) AS "member",
  ($4::uuid IS NULL OR EXISTS (SELECT 1 FROM "social_chats_to_messages"
                               WHERE "chatId" = $3::uuid AND "messageId" = $4::uuid)) AS "message"`;

/** Throws unless the subject owns the profile and (when named) the profile is a member of the chat. */
export async function requireAccess(client: DbClient, scope: ChatScope): Promise<void> {
  const [row] = await queryRows<AccessRow>(client, ACCESS_SQL, [
    scope.subjectId,
    scope.profileId,
    scope.chatId ?? null,
    scope.messageId ?? null,
  ]);
  if (!row?.subject) throw notFound(`rbac/subjects ${scope.subjectId} not found`);
  if (!row.profile) throw notFound(`social/profiles ${scope.profileId} not found`);
  if (!row.owned) throw forbidden('This profile belongs to another subject');
  if (!row.chat) throw notFound(`social/chats ${scope.chatId} not found`);
  if (!row.member) throw forbidden('This profile is not a member of the chat');
  if (!row.message) throw notFound(`social/messages ${scope.messageId} not found in this chat`);
}
