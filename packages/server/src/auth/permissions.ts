/**
 * Permissions are rbac actions: a method ('*' for any) on a path pattern ('*' matches any run of
 * characters, '/' included; a `[name]` segment, as the original system wrote an id, matches one segment).
 * A matching `deny` wins over any `allow`.
 */
export interface Permission {
  method: string;
  path: string;
  type: string;
}

const compiled = new Map<string, RegExp>();

function patternOf(path: string): RegExp {
  let regex = compiled.get(path);
  if (!regex) {
    const source = path
      .split('*')
      .map((part) =>
        part
          .split(/\[[^\]/]+\]/)
          .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]+'),
      )
      .join('.*');
    regex = new RegExp(`^${source}$`);
    if (compiled.size > 10_000) compiled.clear();
    compiled.set(path, regex);
  }
  return regex;
}

export const matches = (permission: Permission, method: string, path: string): boolean =>
  (permission.method === '*' || permission.method === method.toUpperCase()) && patternOf(permission.path).test(path);

export function isPermitted(permissions: readonly Permission[], method: string, path: string): boolean {
  const matching = permissions.filter((p) => matches(p, method, path));
  return matching.length > 0 && matching.every((p) => p.type !== 'deny');
}
