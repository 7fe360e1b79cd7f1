/**
 * Rows rbac cannot work without, ensured on every start (not demo content): the roles `admin` (holding the
 * catch-all permission `* /api/*`) and `user` (granted on registration), and the first admin from
 * ADMIN_EMAIL / ADMIN_PASSWORD. Idempotent, and safe with several instances starting at once.
 */
import type { Db } from '../../db/index.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { emailLockKey, findEmailIdentity, usableUnverified } from './email-and-password.ts';
import { hashPassword } from './passwords.ts';
import {
  createSubject,
  grantRegistrationRoles,
  grantRole,
  linkIdentity,
  lockKey,
  subjectOfIdentity,
} from './subjects.ts';
import { ensureSubjectProfile } from '../social/index.ts';

export const ADMIN_ROLE = 'admin';
export const USER_ROLE = 'user';
/** The admin role's permission: every method on every API path. */
export const ADMIN_ACTION = { method: '*', path: '/api/*', type: 'allow' } as const;

/** The admin area (the back office) is for subjects holding the admin role. */
export const mayUseAdminArea = (subject: { roles: readonly { slug: string }[] }) =>
  subject.roles.some((role) => role.slug === ADMIN_ROLE);

const DEFAULT_ROLES = [
  { slug: ADMIN_ROLE, title: 'Admin', description: { en: 'Manages every entity', ru: 'Управляет всеми сущностями' } },
  {
    slug: USER_ROLE,
    title: 'User',
    description: { en: 'Every registered subject', ru: 'Каждый зарегистрированный пользователь' },
    availableOnRegistration: true,
  },
];

type Tx = Prisma.TransactionClient;

async function ensureRoles(tx: Tx): Promise<string> {
  await lockKey(tx, 'rbac:defaults');
  for (const role of DEFAULT_ROLES) {
    const found = await tx.rbacRole.findUnique({ where: { slug: role.slug }, select: { id: true } });
    if (!found) await tx.rbacRole.create({ data: role });
  }
  const admin = await tx.rbacRole.findUniqueOrThrow({ where: { slug: ADMIN_ROLE }, select: { id: true } });
  const held = await tx.rbacRolesToActions.findFirst({
    where: { roleId: admin.id, action: { method: ADMIN_ACTION.method, path: ADMIN_ACTION.path, type: 'allow' } },
    select: { id: true },
  });
  if (!held) {
    const action = await tx.rbacAction.create({ data: { adminTitle: 'Everything', ...ADMIN_ACTION } });
    await tx.rbacRolesToActions.create({ data: { roleId: admin.id, actionId: action.id } });
  }
  return admin.id;
}

/** How many subjects hold the admin role (the start's banner says how to make the first one when none does). */
export const countAdmins = (db: Db): Promise<number> =>
  db.prisma.rbacSubjectsToRoles.count({ where: { role: { slug: ADMIN_ROLE } } });

export async function ensureDefaultRoles(db: Db): Promise<void> {
  await db.transaction(ensureRoles);
}

/**
 * Makes `email` an admin: creates the subject and its email identity when the email is new, otherwise adds
 * the admin role to the subject that owns it (its password is left as it is). Answers what it did.
 */
export async function ensureAdmin(
  db: Db,
  email: string,
  password: string,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const adminRoleId = await ensureRoles(tx);
    await lockKey(tx, emailLockKey(email));
    let identity = await findEmailIdentity(tx, email);
    // An unproven address someone added to their own account is not theirs: it does not become the admin.
    if (identity && !(await usableUnverified(tx, identity))) {
      await tx.rbacIdentity.delete({ where: { id: identity.id } });
      identity = null;
    }
    // The operator names the address: it counts as verified.
    if (identity && !identity.verifiedAt)
      await tx.rbacIdentity.update({ where: { id: identity.id }, data: { verifiedAt: new Date() } });
    let subjectId = identity ? await subjectOfIdentity(tx, identity.id) : null;
    let outcome: 'created' | 'promoted' | 'unchanged' = 'promoted';
    if (!subjectId) {
      subjectId = await createSubject(tx);
      const identityId =
        identity?.id ??
        (
          await tx.rbacIdentity.create({
            data: { provider: 'email_and_password', email, password: hash, verifiedAt: new Date() },
          })
        ).id;
      await linkIdentity(tx, subjectId, identityId);
      await grantRegistrationRoles(tx, subjectId);
      await ensureSubjectProfile(tx, subjectId);
      outcome = 'created';
    } else if (await tx.rbacSubjectsToRoles.findFirst({ where: { subjectId, roleId: adminRoleId } })) {
      return 'unchanged';
    }
    await grantRole(tx, subjectId, adminRoleId);
    return outcome;
  });
}
