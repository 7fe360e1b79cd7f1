import type { ModuleDefinition } from '../definition.ts';
import { fileStorageRest, fileStorageRoutes } from './rest.ts';
import { fileStorageProcedures } from './router.ts';

/** What other modules use (ecommerce's receipts): storing a generated file and its public address. */
export { storeGeneratedFile } from './service.ts';
export { absoluteFileUrl, storageOf } from './storage.ts';
/** What the host module's share images use: the renderer, and a record's picture as bytes. */
export { OPENGRAPH_HEIGHT, OPENGRAPH_WIDTH, renderOpengraphImage } from './opengraph-image.ts';
export { fileBytes } from './variants.ts';

/** Files: uploads to the configured storage (local directory or S3), metadata, and the public path. */
export const fileStorageModule = {
  name: 'file-storage',
  procedures: fileStorageProcedures,
  routes: fileStorageRoutes,
  rest: fileStorageRest,
} satisfies ModuleDefinition;
