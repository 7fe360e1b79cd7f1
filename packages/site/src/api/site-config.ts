/**
 * The site's languages and default language come from the server: embedded by it in the page's HTML
 * (`#site-config`), or asked for (`host.config`) when the HTML did not come from it (the Vite dev server).
 */
import type { Api } from './client.ts';
import type { SiteConfig } from './types.ts';

export async function loadSiteConfig(api: Api): Promise<SiteConfig> {
  const embedded = document.getElementById('site-config')?.textContent;
  if (embedded) return JSON.parse(embedded) as SiteConfig;
  return api.client.host.config.query();
}
