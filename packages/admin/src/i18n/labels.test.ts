import { describe, expect, it } from 'vitest';
import { label } from './labels.ts';

describe('label', () => {
  it("names a release's columns in Russian as phrases, not word by word", () => {
    expect(label('publishError', 'ru')).toBe('Ошибка публикации');
    expect(label('publishAt', 'ru')).toBe('Опубликовать в');
    expect(label('release-operations', 'ru')).toBe('Операции выпуска');
    expect(label('publishError', 'en')).toBe('Publish error');
  });
});
