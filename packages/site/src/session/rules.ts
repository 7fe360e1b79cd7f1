/** The spec's client-side checks (§5), from the same constants the server's schemas use. */
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '@symbol/contracts/constants';
import type { Words } from '../i18n.ts';

export const emailProblem = (value: string, words: Words): string | undefined =>
  EMAIL_PATTERN.test(value.trim()) ? undefined : words.invalidEmail;

export const passwordProblem = (value: string, words: Words): string | undefined =>
  value.length >= PASSWORD_MIN_LENGTH ? undefined : words.passwordTooShort;

/** The problems of a form's values, keyed by field; empty when it may be sent. */
export function problems<K extends string>(checks: Record<K, string | undefined>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(checks).filter(([, problem]) => problem)) as Partial<Record<K, string>>;
}
