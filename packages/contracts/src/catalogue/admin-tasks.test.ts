import { describe, expect, it } from 'vitest';
import { ADMIN_TASK_GROUPS, ADVANCED_FIELDS_OF, LINKS_NOT_EDITED_ON, WIDGET_COLLECTION } from './admin-tasks.ts';
import { entities, entityByKey } from './index.ts';

describe("the back office's task layer", () => {
  const grouped = ADMIN_TASK_GROUPS.flatMap((group) => group.entities);

  it('puts every model that is neither a link table nor a widget in exactly one group', () => {
    const expected = entities
      .filter((entity) => !entity.link && entity.collection !== WIDGET_COLLECTION)
      .map((entity) => entity.key);
    expect([...grouped].sort()).toEqual(expected.sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('keeps the menu within 12 entries: the dashboard, the groups and the Widgets screen', () => {
    expect(ADMIN_TASK_GROUPS.length + 2).toBeLessThanOrEqual(12);
  });

  it('names only fields and entities the catalogue has', () => {
    for (const [key, fields] of ADVANCED_FIELDS_OF)
      for (const field of fields)
        expect(Object.hasOwn(entityByKey.get(key)!.fields, field), `${key}.${field}`).toBe(true);
    for (const key of LINKS_NOT_EDITED_ON) expect(entityByKey.has(key), key).toBe(true);
  });
});
