/**
 * The spec's fixed formats and texts: datetimes as DD.MM.YYYY HH:mm (hours 0–23, minutes in steps of 5), and
 * every text in both languages (the admin's own texts, and every model, module and field name in Russian).
 */
import { entities } from '@symbol/contracts';
import { describe, expect, it } from 'vitest';
import { dateTimeError, formatDateTime } from '../src/fields/datetime.ts';
import { messagesFor } from '../src/i18n/index.ts';
import { label, wordsOf } from '../src/i18n/labels.ts';
import { ru } from '../src/i18n/messages-ru.ts';
import { en } from '../src/i18n/messages.ts';
import { WORDS_RU } from '../src/i18n/words-ru.ts';

describe('datetime', () => {
  it('refuses what the picker could not read and minutes off the 5-minute step', () => {
    expect(dateTimeError(new Date(2026, 10, 24, 9, 5).toISOString())).toBeUndefined();
    expect(dateTimeError(new Date(2026, 11, 31, 23, 55).toISOString())).toBeUndefined();
    expect(dateTimeError(null)).toBeUndefined();
    for (const bad of [
      'invalid',
      new Date(2026, 10, 24, 9, 7).toISOString(),
      new Date(2026, 10, 24, 9, 5, 30).toISOString(),
      5,
    ])
      expect(dateTimeError(bad), String(bad)).toBe('admin.datetime.invalid');
  });

  it('shows a stored ISO value as DD.MM.YYYY HH:mm in the local time zone, and nothing for none', () => {
    expect(formatDateTime(new Date(2026, 10, 24, 9, 5).toISOString())).toBe('24.11.2026 09:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('typed text')).toBe('typed text');
  });
});

describe('English and Russian', () => {
  const keys = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
    );

  it('has every admin text in both languages, the Russian ones translated', () => {
    expect(keys(ru).sort()).toEqual(keys(en).sort());
    const same = keys(en).filter((key) => {
      const at = (tree: object) => key.split('.').reduce<unknown>((node, part) => (node as never)[part], tree);
      return at(en) === at(ru);
    });
    expect(same).toEqual([]);
  });

  it('asks for the email the sign-in takes, not a username', async () => {
    // (The Russian messages load on first use: a promise then.)
    const field = async (locale: string) =>
      ((await messagesFor(locale)) as unknown as { ra: { auth: { username: string } } }).ra;
    expect((await field('en')).auth.username).toBe('Email');
    expect((await field('ru')).auth.username).toBe('Эл. почта');
  });

  it('names every model, module and field in Russian', async () => {
    const names = new Set(['createdAt', 'updatedAt']);
    for (const entity of entities) {
      names.add(entity.collection);
      names.add(entity.module);
      for (const field of Object.keys(entity.fields)) names.add(field);
    }
    const untranslated = [...names].flatMap(wordsOf).filter((word) => !(word in WORDS_RU));
    expect([...new Set(untranslated)]).toEqual([]);
    const ruMessages = (await messagesFor('ru')) as unknown as { resources: Record<string, { name: string }> };
    expect(ruMessages.resources['host/pages']!.name).toBe('Страницы');
    expect(ruMessages.resources['billing/payment-intents']!.name).toBe('Платежи');
    const fields = (ruMessages.resources['host/pages'] as unknown as { fields: Record<string, string> }).fields;
    expect([fields.className, fields.adminTitle]).toEqual(['CSS-класс', 'Название в админке']);
  });

  it("names a link by its ends, and another module's record by its name with the module after it", () => {
    expect(label('features-to-file-storage-module-files', 'en')).toBe('Features to files (file storage)');
    expect(label('features-to-file-storage-module-files', 'ru')).toBe('Особенности → файлы (файловое хранилище)');
    expect(label('slides-to-buttons-arrays', 'ru')).toBe('Слайды → наборы кнопок');
    expect(label('stores-to-products-to-attributes', 'ru')).toBe('Магазины → товары → атрибуты');
    expect(label('billingModulePaymentIntentId', 'en')).toBe('Payment intent id (billing)');
    expect(label('billingModulePaymentIntentId', 'ru')).toBe('Платёж ID (биллинг)');
    expect(label('website-builder', 'ru')).toBe('Конструктор сайта');
    expect(label('externalModule', 'en')).toBe('External module');
  });
});
