/** Every enum value of the catalogue has its words in both languages (lists, filters and forms show them). */
import { entities } from '@symbol/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { enumKey } from '../src/fields/enum-words.ts';
import { messagesFor } from '../src/i18n/index.ts';

const values = [
  ...new Set(
    entities.flatMap((entity) =>
      Object.values(entity.fields).flatMap((field) => (field.kind === 'enum' ? field.values : [])),
    ),
  ),
];

function lookup(messages: unknown, key: string): unknown {
  // Message keys are dot paths; an enum value itself may hold dashes and underscores but no dot.
  return key.split('.').reduce((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe('enum words', () => {
  it.each(['en', 'ru'])('names every catalogue enum value in %s', async (locale) => {
    const messages = await messagesFor(locale);
    const missing = values.filter((value) => typeof lookup(messages, enumKey(value)) !== 'string');
    expect(missing).toEqual([]);
  });

  it('says one_off in words', async () => {
    expect(lookup(await messagesFor('en'), enumKey('one_off'))).toBe('One-off');
    expect(lookup(await messagesFor('ru'), enumKey('one_off'))).toBe('Разовый');
  });
});
