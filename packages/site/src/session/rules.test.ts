import { describe, expect, it } from 'vitest';
import { wordsFor } from '../i18n.ts';
import { emailProblem, passwordProblem, problems } from './rules.ts';

const words = wordsFor('en');

describe('sign-in rules (spec §5)', () => {
  it.each([
    ['anna@example.org', true],
    ['a.b_c%d+e-f@mail.example.ru', true],
    ['anna@example.o', false],
    ['anna@example', false],
    ['anna example.org', false],
    ['', false],
  ])('email %s valid: %s', (value, valid) => {
    expect(emailProblem(value, words) === undefined).toBe(valid);
  });

  it('password needs 8 characters', () => {
    expect(passwordProblem('1234567', words)).toBe('At least 8 characters');
    expect(passwordProblem('12345678', words)).toBeUndefined();
  });

  it('problems keeps only the failing fields', () => {
    expect(problems({ email: undefined, password: 'At least 8 characters' })).toEqual({
      password: 'At least 8 characters',
    });
  });
});
