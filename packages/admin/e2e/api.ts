/** Calls the product's API from the tests (server-to-server key for setup; a subject's token for refusals). */
const base = () => process.env.E2E_BASE_URL!;

export async function api<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(base() + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message?: string };
  return { status: response.status, data: json.data, message: json.message };
}

export const asServer = { 'x-rbac-secret-key': process.env.E2E_RBAC_SECRET_KEY! };
