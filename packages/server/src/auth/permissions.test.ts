import { describe, expect, it } from 'vitest';
import { isPermitted, matches } from './permissions.ts';

describe('permissions', () => {
  it("match a method ('*' for any) and a path pattern ('*' for any run, slashes included)", () => {
    const p = { method: 'POST', path: '/api/blog/*', type: 'allow' };
    expect(matches(p, 'POST', '/api/blog/categories')).toBe(true);
    expect(matches(p, 'post', '/api/blog/categories/1/x')).toBe(true);
    expect(matches(p, 'PATCH', '/api/blog/categories')).toBe(false);
    expect(matches(p, 'POST', '/api/blog')).toBe(false);
    expect(matches(p, 'POST', '/api/blogs/x')).toBe(false);
    expect(matches({ ...p, method: '*' }, 'DELETE', '/api/blog/x')).toBe(true);
    expect(matches({ ...p, path: '/api/blog.categories' }, 'POST', '/api/blogXcategories')).toBe(false);
  });

  it('need one matching allow and no matching deny', () => {
    const allow = { method: '*', path: '/api/*', type: 'allow' };
    const deny = { method: 'DELETE', path: '/api/rbac/*', type: 'deny' };
    expect(isPermitted([], 'GET', '/api/x')).toBe(false);
    expect(isPermitted([allow], 'DELETE', '/api/rbac/roles')).toBe(true);
    expect(isPermitted([allow, deny], 'DELETE', '/api/rbac/roles')).toBe(false);
    expect(isPermitted([allow, deny], 'POST', '/api/rbac/roles')).toBe(true);
    expect(isPermitted([deny], 'GET', '/api/rbac/roles')).toBe(false);
  });
});
