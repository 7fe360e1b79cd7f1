import { describe, expect, it } from 'vitest';
import { isPreviewDraft, overlayRecords, PREVIEW_DRAFT } from './page-payload.ts';

const page = {
  url: '/about',
  widgets: [
    {
      id: 'w1',
      title: 'Saved',
      externalWidgets: [{ id: 'm1', title: 'Old headline', subtitle: 'Kept', link: { id: 'l1' } }],
    },
    { id: 'w2', title: 'Other' },
  ],
};

describe('overlayRecords', () => {
  it('lays the unsaved fields over the record with that id, at any depth, and only fields it has', () => {
    const out = overlayRecords(page, { m1: { title: 'Typed', secret: 'x', id: 'other' } });
    expect(out.widgets[0]!.externalWidgets?.[0]).toEqual({
      id: 'm1',
      title: 'Typed',
      subtitle: 'Kept',
      link: { id: 'l1' },
    });
    // What did not change is the same object (not rendered again); the saved payload is untouched.
    expect(out.widgets[1]).toBe(page.widgets[1]);
    expect(page.widgets[0]!.externalWidgets?.[0]?.title).toBe('Old headline');
  });

  it('answers the payload itself when no record matches', () => {
    expect(overlayRecords(page, {})).toBe(page);
    expect(overlayRecords(page, { nowhere: { title: 'x' } })).toBe(page);
  });
});

describe('isPreviewDraft', () => {
  it('takes the draft message only', () => {
    expect(isPreviewDraft({ type: PREVIEW_DRAFT, records: { a: { title: 'x' } } })).toBe(true);
    expect(isPreviewDraft({ type: PREVIEW_DRAFT, records: { a: 'x' } })).toBe(false);
    expect(isPreviewDraft({ type: 'other', records: {} })).toBe(false);
    expect(isPreviewDraft('symbol.preview-draft')).toBe(false);
  });
});
