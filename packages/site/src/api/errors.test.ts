import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors.ts';

const failure = (message: string, data: Record<string, unknown>) =>
  TRPCClientError.from({ error: { message, code: -32600, data } });

describe('errorMessage', () => {
  it('joins the message, each cause, and status with status text with " | "', () => {
    const error = failure('Invalid input', {
      httpStatus: 400,
      status: 400,
      cause: ['login: must be an email', 'password: too short'],
    });
    expect(errorMessage(error)).toBe('Invalid input | login: must be an email | password: too short | 400 Bad Request');
  });

  it('takes one cause that is not a list', () => {
    expect(errorMessage(failure('Conflict', { httpStatus: 409, cause: 'email: taken' }))).toBe(
      'Conflict | email: taken | 409 Conflict',
    );
  });

  it('is the message alone for an error without an answer', () => {
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});
