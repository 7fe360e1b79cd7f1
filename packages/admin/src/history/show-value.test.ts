import { describe, expect, it } from 'vitest';
import { showValue } from './show-value.ts';

describe('a value in a before/after table', () => {
  it('shows a translated text one language a line, not as JSON', () => {
    expect(showValue({ en: 'What we do', ru: 'Чем мы занимаемся' })).toBe('en: What we do\nru: Чем мы занимаемся');
    expect(showValue({ en: 'Only English', ru: '' })).toBe('en: Only English\nru: —');
  });

  it('shows text as it is, nothing as a dash, and other values as JSON', () => {
    expect(showValue('plain')).toBe('plain');
    expect(showValue(null)).toBe('—');
    expect(showValue(undefined)).toBe('—');
    expect(showValue({})).toBe('—');
    expect(showValue(3)).toBe('3');
    expect(showValue(['a'])).toBe('["a"]');
    expect(showValue({ width: 3 })).toBe('{"width":3}');
  });
});
