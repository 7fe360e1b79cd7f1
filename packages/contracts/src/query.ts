/** The list query grammar of the generic API (qs form or JSON), shared by server and clients. */
import { z } from 'zod';
import { FILTER_METHODS, LIST_MAX_LIMIT } from './constants.ts';

export const filterConditionSchema = z.strictObject({
  column: z.string().min(1).max(64),
  method: z.enum(FILTER_METHODS, { error: (i) => `unknown filter method ${JSON.stringify(i.input)}` }),
  value: z.unknown().optional(),
});
export type FilterCondition = z.infer<typeof filterConditionSchema>;

export const filtersSchema = z.strictObject({
  and: z.array(filterConditionSchema).max(50).optional(),
  or: z.array(filterConditionSchema).max(50).optional(),
});
export type Filters = z.infer<typeof filtersSchema>;

export const orderBySchema = z.strictObject({
  and: z
    .array(
      z.strictObject({
        column: z.string().min(1).max(64),
        method: z.enum(['asc', 'desc'], { error: 'order method must be asc or desc' }).default('asc'),
      }),
    )
    .max(10),
});

const intFromQuery = z.union([z.number(), z.string().regex(/^\d+$/, 'must be a whole number').transform(Number)]);

export const listInputSchema = z.strictObject({
  filters: filtersSchema.optional(),
  orderBy: orderBySchema.optional(),
  offset: intFromQuery.pipe(z.number().int().min(0).max(1_000_000)).optional(),
  limit: intFromQuery.pipe(z.number().int().min(1).max(LIST_MAX_LIMIT)).optional(),
});
export type ListInput = z.infer<typeof listInputSchema>;

export const countInputSchema = listInputSchema.pick({ filters: true });

/** The one error body of the REST API. */
export interface ErrorBody {
  message: string;
  status: number;
  cause: string[];
}
