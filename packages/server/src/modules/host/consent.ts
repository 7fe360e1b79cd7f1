/**
 * Consent (issue 32): a visitor who gives, buys or writes to the foundation accepts the public offer and the
 * personal data policy (CONSENT_DOCUMENTS, site pages the operator edits). The server refuses a visitor's form
 * without it (400) and stores with the order or the request what was accepted: each document's address, title and
 * version (a hash of the page's content in the visitor's language as it stood then) and the time. A server-to-server
 * caller (the secret key: an integration that collected the consent itself) may omit it; then nothing is stored.
 */
import { createHash } from 'node:crypto';
import { CONSENT_DOCUMENTS, CONSENT_FIELD, languageOr, type Language } from '@symbol/contracts';
import { badRequest } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';
import { loadPage } from './page.ts';

export interface ConsentDocument {
  key: (typeof CONSENT_DOCUMENTS)[number]['key'];
  url: string;
  title: string | null;
  /** `sha256:` and the first 16 hex digits of the page's content hash; null when the page is missing. */
  version: string | null;
}

export interface ConsentRecord {
  accepted: ConsentDocument['key'][];
  documents: ConsentDocument[];
  language: Language;
  acceptedAt: string;
}

export const CONSENT_MESSAGE = 'consent is required: accept the public offer and the personal data policy';
const TRUE = new Set(['true', 'on', '1', 'yes']);

/** Whether a form value says yes (`true`, or a plain HTML checkbox's `on`). */
export const consented = (value: unknown) =>
  value === true ||
  TRUE.has(
    String(value ?? '')
      .trim()
      .toLowerCase(),
  );

type ConsentDeps = Pick<Context, 'db' | 'config' | 'clock' | 'isServer'>;

/** The version of one document: its page's widgets (their texts) in that language, hashed. */
async function documentVersion(ctx: ConsentDeps, url: string, language: Language) {
  try {
    const page = await loadPage(ctx.db.pool, ctx.config, { url, language });
    const hash = createHash('sha256').update(JSON.stringify(page.widgets)).digest('hex').slice(0, 16);
    return { title: page.metadata.title || null, version: `sha256:${hash}` };
  } catch {
    return { title: null, version: null };
  }
}

/**
 * The consent to store: refuses a visitor without it (400 naming the field); answers undefined for a server caller
 * that sent none.
 */
export async function requireConsent(
  ctx: ConsentDeps,
  value: unknown,
  language: string | undefined,
): Promise<ConsentRecord | undefined> {
  if (!consented(value)) {
    if (ctx.isServer && (value === undefined || value === null)) return undefined;
    throw badRequest(CONSENT_MESSAGE, [`${CONSENT_FIELD}: must be true`]);
  }
  const lang = languageOr(language);
  const documents = await Promise.all(
    CONSENT_DOCUMENTS.map(async ({ key, url }) => ({ key, url, ...(await documentVersion(ctx, url, lang)) })),
  );
  return {
    accepted: documents.map((d) => d.key),
    documents,
    language: lang,
    acceptedAt: ctx.clock.now().toISOString(),
  };
}
