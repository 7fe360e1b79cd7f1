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

/**
 * The admin titles of the widgets the public page shows, in its order (the page answer carries no admin
 * labels: each widget's own record names it).
 */
export async function pageWidgetTitles(url: string): Promise<string[]> {
  const page = await api<{ widgets: { id: string }[] }>('GET', `/api/host/page?url=${url}&language=en`);
  return Promise.all(
    page.data.widgets.map(
      async ({ id }) => (await api<{ adminTitle: string }>('GET', `/api/host/widgets/${id}`)).data.adminTitle,
    ),
  );
}
