/**
 * The API's one error body `{ message, status, cause: ['field: problem', ...] }` as react-admin's HttpError:
 * a cause line naming a field becomes that field's form error (`body.errors`), the message the notification
 * (`errors.root.serverError`, which react-admin shows when no field is named).
 */
import { HttpError } from 'react-admin';

export interface ApiErrorBody {
  message?: string;
  status?: number;
  cause?: unknown;
}

const CAUSE_LINE = /^([A-Za-z_][\w.]*): (.+)$/;

/** `Item 2: title.en: too long` and `title.en: too long` name `title.en`. */
export function fieldErrorsOf(causes: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const line of causes) {
    const match = line.replace(/^Item \d+: /, '').match(CAUSE_LINE);
    if (match && !errors[match[1]!]) errors[match[1]!] = match[2]!;
  }
  return errors;
}

/** The spec's message: the message, then the causes, then status and status text, joined with ' | '. */
export function messageOf(body: ApiErrorBody, status: number, statusText: string): string {
  const causes = Array.isArray(body.cause) ? body.cause.map(String) : body.cause ? [String(body.cause)] : [];
  return [body.message ?? 'Oh no! Something went wrong...', ...causes, `${status} ${statusText}`.trim()].join(' | ');
}

export function toHttpError(body: ApiErrorBody, status: number, statusText = ''): HttpError {
  const causes = Array.isArray(body.cause) ? body.cause.map(String) : [];
  const fields = fieldErrorsOf(causes);
  const message = messageOf(body, status, statusText);
  const errors = Object.keys(fields).length ? { ...nest(fields), root: { serverError: message } } : undefined;
  return new HttpError(message, status, { ...body, ...(errors ? { errors } : {}) });
}

/** `title.en` → `{ title: { en } }`, the shape of the form. */
function nest(flat: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, problem] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = problem;
  }
  return out;
}
