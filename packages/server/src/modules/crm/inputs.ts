/**
 * A form request's values checked against the form's inputs: each input's `slug` is its field name, `type`
 * says what the value must be, `isRequired` that it must be there. Values are normalised (trimmed text,
 * numbers, booleans); fields the form does not have are dropped.
 */
import { CRM_INPUT_TYPES, EMAIL_PATTERN } from '@symbol/contracts';
import { badRequest } from '../../errors.ts';

export type InputType = (typeof CRM_INPUT_TYPES)[number];

export interface FormInput {
  slug: string;
  type: string;
  isRequired: boolean;
  /** Localized; the notification shows it. */
  title: Record<string, string>;
}

const TEXT_MAX = 1000;
const TEXTAREA_MAX = 10_000;
const TEL = /^\+?[\d\s().-]{3,32}$/;
const TRUE = new Set(['true', 'on', '1', 'yes']);
const FALSE = new Set(['false', 'off', '0', 'no']);

type Check = { value: unknown } | { problem: string };

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function asText(value: unknown, max: number): Check {
  if (typeof value === 'number' || typeof value === 'boolean') value = String(value);
  if (typeof value !== 'string') return { problem: 'must be text' };
  const text = value.trim();
  return text.length > max ? { problem: `must be at most ${max} characters` } : { value: text };
}

function check(type: string, value: unknown): Check {
  switch (type) {
    case 'number': {
      const number = typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
      return typeof number === 'number' && Number.isFinite(number)
        ? { value: number }
        : { problem: 'must be a number' };
    }
    case 'checkbox': {
      if (typeof value === 'boolean') return { value };
      const text = String(value).trim().toLowerCase();
      if (TRUE.has(text)) return { value: true };
      if (FALSE.has(text)) return { value: false };
      return { problem: 'must be true or false' };
    }
    case 'email': {
      const text = asText(value, 320);
      if ('problem' in text) return text;
      return EMAIL_PATTERN.test(text.value as string) ? text : { problem: 'must be an email' };
    }
    case 'tel': {
      const text = asText(value, 32);
      if ('problem' in text) return text;
      return TEL.test(text.value as string) ? text : { problem: 'must be a phone number' };
    }
    case 'textarea':
      return asText(value, TEXTAREA_MAX);
    default:
      return asText(value, TEXT_MAX);
  }
}

const isFalse = (result: Check) => 'value' in result && result.value === false;

/** The payload to store, or a 400 naming every input that is missing or wrong. */
export function validateValues(inputs: readonly FormInput[], values: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const input of inputs) {
    // The caller's own values only: a form's input may be slugged `constructor`, which every object inherits.
    const raw = Object.hasOwn(values, input.slug) ? values[input.slug] : undefined;
    // A required checkbox is a consent: it must be ticked.
    const unticked = input.type === 'checkbox' && input.isRequired && !isEmpty(raw) && isFalse(check('checkbox', raw));
    const missing = isEmpty(raw) || unticked;
    if (missing) {
      if (input.isRequired) problems.push(`${input.slug}: is required`);
      continue;
    }
    const result = check(input.type, raw);
    if ('problem' in result) problems.push(`${input.slug}: ${result.problem}`);
    else payload[input.slug] = result.value;
  }
  if (problems.length) {
    const [first] = problems;
    const message =
      problems.length === 1 ? first!.replace(/^([^:]+): /, '$1 ') : `Invalid form request: ${problems.length} inputs`;
    throw badRequest(message, problems);
  }
  return payload;
}
