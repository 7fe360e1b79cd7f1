/**
 * A new account's own social profile: every sign-up method calls this in its registration transaction, so an
 * account never exists without the profile it chats through (a chat is between profiles, spec §2 "Social").
 */
import { randomBytes } from 'node:crypto';
import { getEntity } from '@symbol/contracts';
import * as entities from '../../entities/service.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

const PROFILES = getEntity('social/profiles');

/**
 * Profiles are public (their page is /social/profiles/{slug}), so the name says nothing of the account:
 * no email or wallet address, only a short code that tells two visitors apart in a chat.
 */
/** The slug `visitorProfile` gives: an editor who gives the profile a public page gives it another. */
export const isVisitorProfileSlug = (slug: string) => /^visitor-[0-9a-f]{12}$/.test(slug);

function visitorProfile() {
  const slug = randomBytes(6).toString('hex');
  const code = slug.slice(0, 4);
  return {
    slug: `visitor-${slug}`,
    adminTitle: `Visitor ${code}`,
    title: { en: `Visitor ${code}`, ru: `Посетитель ${code}` },
  };
}

/**
 * Gives the subject a profile when it has none (an anonymous subject adopted by sign-up may already have
 * one); answers the profile's id. Call it inside the transaction that creates the account.
 */
export async function ensureSubjectProfile(tx: Prisma.TransactionClient, subjectId: string): Promise<string> {
  const held = await tx.rbacSubjectsToSocialModuleProfiles.findFirst({
    where: { subjectId },
    select: { socialModuleProfileId: true },
    orderBy: [{ orderIndex: 'asc' }, { createdAt: 'asc' }],
  });
  if (held) return held.socialModuleProfileId;
  // No page lists a visitor's profile until it is linked somewhere by an editor: the page caches stay.
  const profile = await entities.insertRow(tx, PROFILES, entities.parseCreate(PROFILES, visitorProfile()), {
    pageless: true,
  });
  await tx.rbacSubjectsToSocialModuleProfiles.create({ data: { subjectId, socialModuleProfileId: profile.id } });
  return profile.id;
}
