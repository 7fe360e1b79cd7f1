/**
 * The demo content: the site of a charitable foundation that restores historical, cultural and religious sites
 * in Russia. Records come before the records that point at them (files, then the shop, blog and crm content
 * with their widgets, then the website builder and the host pages that embed those widgets).
 */
import type { SeedRecord } from './define.ts';
import { accounts } from './accounts.ts';
import { blog } from './blog.ts';
import { crm } from './crm.ts';
import { files } from './files.ts';
import { flows } from './flows.ts';
import { legal } from './legal.ts';
import { shop } from './shop.ts';
import { showcase } from './showcase.ts';
import { pageMetadata, site } from './site.ts';

export type { SeedRecord } from './define.ts';

export function demoContent(): SeedRecord[] {
  return [
    ...files(),
    ...shop(),
    ...blog(),
    ...crm(),
    ...site(),
    ...showcase(),
    ...accounts(),
    ...flows(),
    ...legal(),
    ...pageMetadata(),
  ];
}
