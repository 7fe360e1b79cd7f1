import { describe, expect, it } from 'vitest';
import { isPermitted, matches } from './permissions.ts';

const allow = (path: string, method = '*') => ({ method, path, type: 'allow' });

describe('permission paths', () => {
  it('`*` is any run of characters, `*` alone every path', () => {
    expect(matches(allow('/api/blog/*'), 'GET', '/api/blog/articles/1')).toBe(true);
    expect(matches(allow('*'), 'DELETE', '/api/anything/at/all')).toBe(true);
    expect(matches(allow('/api/blog/*'), 'GET', '/api/host/pages')).toBe(false);
  });

  it("a `[name]` segment (the original system's placeholder for an id) is any one segment", () => {
    const chats = allow('/api/rbac/subjects/[rbac.subjects.id]/social-module/chats', 'POST');
    expect(matches(chats, 'POST', '/api/rbac/subjects/0b9c/social-module/chats')).toBe(true);
    expect(matches(chats, 'POST', '/api/rbac/subjects/a/b/social-module/chats')).toBe(false);
    expect(matches(chats, 'GET', '/api/rbac/subjects/0b9c/social-module/chats')).toBe(false);
    expect(
      isPermitted([chats, { ...allow('*'), type: 'deny' }], 'POST', '/api/rbac/subjects/0b9c/social-module/chats'),
    ).toBe(false);
  });
});
