/** The files collection's procedures: the generic ones, with create, update and delete that take uploads. */
import { countInputSchema, entitySchemas, listInputSchema, uuidSchema } from '@symbol/contracts';
import { z } from 'zod';
import { entityAccess, entityInputs, entityProcedures } from '../../entities/router.ts';
import * as entities from '../../entities/service.ts';
import { UploadedFile } from '../../rest/body.ts';
import { run } from '../../trpc/init.ts';
import { input, inputField, parseAsInput } from '../../trpc/input.ts';
import type { Context } from '../../trpc/context.ts';
import {
  createFile,
  dataObject,
  deleteFile,
  deleteFiles,
  FILES,
  updateFile,
  withCheckedFile,
  type FilesContext,
} from './service.ts';
import { fileListScope, fileScope } from './privacy.ts';
import { storageOf } from './storage.ts';

/** Uploaded files as the REST adapter passes them (tRPC over HTTP carries none: JSON holds no instance). */
const uploads = z.array(z.instanceof(UploadedFile)).max(20).optional();

const filesContext = (ctx: Context): FilesContext => ({
  db: ctx.db,
  config: ctx.config,
  log: ctx.log,
  storage: storageOf(ctx),
});

const { read, write } = entityAccess(FILES);
const inputs = entityInputs(FILES);
const { update: fileChanges } = entitySchemas(FILES);
/**
 * `data` beside an upload or without one: what it lacks (the file, its type and size) comes from the upload
 * or the path's extension, so the service parses it once it knows them; here it must be an object.
 */
const createInput = input(z.object({ data: fileChanges, files: uploads }), (raw) => ({
  files: parseAsInput(uploads, inputField(raw, 'files')),
  data: dataObject(inputField(raw, 'data')),
}));
const updateInput = input(z.object({ id: uuidSchema, data: fileChanges, files: uploads }), (raw) => ({
  files: parseAsInput(uploads, inputField(raw, 'files')),
  data: dataObject(inputField(raw, 'data')),
  id: entities.requireId(inputField(raw, 'id')),
}));

export const fileStorageProcedures = {
  files: {
    ...entityProcedures(FILES),
    /**
     * Reads leave out private files (receipts) the caller does not own; lists leave them out for staff too
     * (the media library and its pickers) unless they name ids: see privacy.ts.
     */
    list: read
      .input(listInputSchema.default({}))
      .query(({ ctx, input }) =>
        run(async () => entities.list(ctx.db.prisma, FILES, input, await fileListScope(ctx, input.filters))),
      ),
    count: read
      .input(countInputSchema.default({}))
      .query(({ ctx, input }) =>
        run(async () => entities.count(ctx.db.prisma, FILES, input.filters, await fileListScope(ctx, input.filters))),
      ),
    get: read
      .input(inputs.byId)
      .query(({ ctx, input }) => run(async () => entities.get(ctx.db.prisma, FILES, input.id, await fileScope(ctx)))),
    /** `data` plus one uploaded file (any field name), or `data.file` naming an https url or a public path. */
    create: write('POST')
      .input(createInput)
      .mutation(({ ctx, input }) => run(() => createFile(filesContext(ctx), { ...input, trusted: ctx.isServer }))),
    /** An upload replaces the stored file (the old object is deleted once no record names it). */
    update: write('PATCH')
      .input(updateInput)
      .mutation(({ ctx, input }) => run(() => updateFile(filesContext(ctx), input))),
    /** The generic writes of many records check each `file` as create does. */
    findOrCreate: write('POST')
      .input(inputs.find)
      .mutation(({ ctx, input }) =>
        run(() => entities.findOrCreate(ctx.db, FILES, withCheckedFile(input.data, storageOf(ctx)))),
      ),
    bulkCreate: write('POST')
      .input(inputs.bulkCreate)
      .mutation(({ ctx, input }) =>
        run(async () => {
          const values = await Promise.all(
            input.data.map((data, index) =>
              entities.withItemIndex(index, async () => withCheckedFile(data, storageOf(ctx))),
            ),
          );
          return entities.bulkCreate(ctx.db, FILES, values);
        }),
      ),
    bulkUpdate: write('PATCH')
      .input(inputs.bulkUpdate)
      .mutation(({ ctx, input }) =>
        run(async () => {
          const changes = await Promise.all(
            input.data.map((change, index) =>
              entities.withItemIndex(index, async () => ({
                ...change,
                data: withCheckedFile(change.data, storageOf(ctx)),
              })),
            ),
          );
          return entities.bulkUpdate(ctx.db, FILES, changes);
        }),
      ),
    delete: write('DELETE')
      .input(inputs.byId)
      .mutation(({ ctx, input }) => run(() => deleteFile(filesContext(ctx), input.id))),
    bulkDelete: write('DELETE')
      .input(inputs.bulkDelete)
      .mutation(({ ctx, input }) => run(() => deleteFiles(filesContext(ctx), input.data))),
  },
};
