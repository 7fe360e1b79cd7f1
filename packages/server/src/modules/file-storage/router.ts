/** The files collection's procedures: the generic ones, with create, update and delete that take uploads. */
import { z } from 'zod';
import { entityAccess, entityProcedures } from '../../entities/router.ts';
import { UploadedFile } from '../../rest/body.ts';
import { run } from '../../trpc/init.ts';
import type { Context } from '../../trpc/context.ts';
import { createFile, deleteFile, deleteFiles, FILES, updateFile, type FilesContext } from './service.ts';
import { storageOf } from './storage.ts';

/** Uploaded files as the REST adapter passes them (tRPC over HTTP carries none: JSON holds no instance). */
const uploads = z.array(z.instanceof(UploadedFile)).max(20).optional();

const filesContext = (ctx: Context): FilesContext => ({
  db: ctx.db,
  config: ctx.config,
  log: ctx.log,
  storage: storageOf(ctx),
});

const { write } = entityAccess(FILES);

export const fileStorageProcedures = {
  files: {
    ...entityProcedures(FILES),
    /** `data` plus one uploaded file (any field name), or `data.file` naming an https url or a public path. */
    create: write('POST')
      .input(z.object({ data: z.unknown(), files: uploads }))
      .mutation(({ ctx, input }) => run(() => createFile(filesContext(ctx), input))),
    /** An upload replaces the stored file (the old object is deleted once no record names it). */
    update: write('PATCH')
      .input(z.object({ id: z.unknown(), data: z.unknown(), files: uploads }))
      .mutation(({ ctx, input }) => run(() => updateFile(filesContext(ctx), input))),
    delete: write('DELETE')
      .input(z.object({ id: z.unknown() }))
      .mutation(({ ctx, input }) => run(() => deleteFile(filesContext(ctx), input.id))),
    bulkDelete: write('DELETE')
      .input(z.object({ data: z.unknown() }))
      .mutation(({ ctx, input }) => run(() => deleteFiles(filesContext(ctx), input.data))),
  },
};
