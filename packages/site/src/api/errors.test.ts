import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { wordsFor } from '../i18n.ts';
import { errorMessage, failureText, shownFailure } from './errors.ts';

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

describe('failureText', () => {
  const networkFailure = () => TRPCClientError.from(new TypeError('Failed to fetch'));

  it.each(['en', 'ru'])('says a failed fetch is a connection problem in %s, never "Failed to fetch"', (language) => {
    const text = failureText(networkFailure(), wordsFor(language));
    expect(text).toBe(wordsFor(language).networkError);
    expect(text).not.toContain('Failed to fetch');
  });

  it('keeps a server fault and a broken widget to the generic sentence in the language', () => {
    const serverFault = failure('Database is on fire', { httpStatus: 500, status: 500 });
    expect(failureText(serverFault, wordsFor('ru'))).toBe('Ой! Что-то пошло не так...');
    expect(failureText(new Error("Cannot read properties of undefined (reading 'map')"), wordsFor('en'))).toBe(
      'Oh no! Something went wrong...',
    );
  });

  it('asks to wait after too many attempts', () => {
    expect(failureText(failure('Too many requests', { httpStatus: 429 }), wordsFor('ru'))).toBe(
      wordsFor('ru').tooManyRequests,
    );
  });
});

describe('shownFailure', () => {
  const refusal = failure('Invalid login or password', { httpStatus: 401, status: 401 });

  it("keeps the server's own message on an English page", () => {
    expect(shownFailure(refusal, wordsFor('en'), 'en')).toBe('Invalid login or password | 401 Unauthorized');
  });

  it("says the refusal in the page's language elsewhere, never the server's English", () => {
    expect(shownFailure(refusal, wordsFor('ru'), 'ru')).toBe(wordsFor('ru').refusedSignIn);
    const taken = failure('Email already registered', { httpStatus: 409, status: 409 });
    expect(shownFailure(taken, wordsFor('ru'), 'ru')).toBe(wordsFor('ru').refusedConflict);
    // A plain fetch's refusal (a CRM form) gives its status apart.
    expect(shownFailure(new Error('body: email is required'), wordsFor('ru'), 'ru', 400)).toBe(
      'Проверьте введённые данные и попробуйте ещё раз.',
    );
    expect(shownFailure(failure('boom', { httpStatus: 502 }), wordsFor('ru'), 'ru')).toBe(wordsFor('ru').genericError);
  });

  it.each(['en', 'ru'])('says a failed fetch is a connection problem in %s', (language) => {
    const offline = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(shownFailure(offline, wordsFor(language), language)).toBe(wordsFor(language).networkError);
  });
});
