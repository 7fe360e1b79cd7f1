/** Every module's variant table, registered once (issue 12 adds its interactive tables here). */
import { agentVariants } from '../modules/agent.tsx';
import { billingVariants } from '../modules/billing.tsx';
import { blogVariants } from '../modules/blog.tsx';
import { buttonVariants } from '../modules/buttons.tsx';
import { crmVariants } from '../modules/crm.tsx';
import { ecommerceVariants } from '../modules/ecommerce.tsx';
import { featureVariants } from '../modules/features.tsx';
import { fileStorageVariants } from '../modules/file-storage.tsx';
import { hostVariants } from '../modules/host.tsx';
import { rbacVariants } from '../modules/rbac.tsx';
import { sliderVariants } from '../modules/sliders.tsx';
import { shopVariants } from '../modules/shop.tsx';
import { socialVariants } from '../modules/social.tsx';
import { websiteBuilderVariants } from '../modules/website-builder.tsx';
import { registerVariants } from './registry.tsx';

for (const tables of [
  hostVariants,
  websiteBuilderVariants,
  featureVariants,
  sliderVariants,
  buttonVariants,
  fileStorageVariants,
  blogVariants,
  ecommerceVariants,
  billingVariants,
  socialVariants,
  crmVariants,
  rbacVariants,
  shopVariants,
  agentVariants,
])
  registerVariants(tables);
