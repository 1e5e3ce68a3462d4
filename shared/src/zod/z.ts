/**
 * The part of zod the console's wire schemas use, as the `z` of `@console/shared/zod`.
 *
 * Browser code takes zod from here, never from 'zod': a federation singleton is bundled whole,
 * and zod whole (JSON Schema conversion, the schema compiler, every string format) is 195 kB,
 * 44 kB compressed, on every first load. This list is shared once instead, and the shell's
 * build keeps only the zod code behind it. A schema that needs another builder adds it here.
 */
export {
  array,
  boolean,
  coerce,
  discriminatedUnion,
  email,
  enum,
  iso,
  lazy,
  literal,
  number,
  object,
  record,
  regexes,
  strictObject,
  string,
  union,
  ZodType,
} from 'zod';
export type { infer, input, output } from 'zod';
