import type { FastifySchemaCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** Inputs longer than this (as JSON) are validated every time: the memo is for ids and dates. */
const MAX_KEY_LENGTH = 512;
/** Past this many inputs the memo starts over. */
const MAX_INPUTS = 1000;

/**
 * The zod validator of a route whose few inputs come back again and again (the unit page asks the same
 * modality, months and stays many times over), remembering what each valid input parsed to: the
 * validation of two ids and two dates costs more than the rest of a cached answer. The schemas it is
 * used with depend on nothing but their input (no clock, no database), so an input valid once is valid
 * for good. Invalid inputs are checked every time, with the same errors. The parsed value is shared by
 * the requests that send that input, so it is frozen: a handler only reads it.
 */
export const memoizedValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as FastifyRouteSchemaDef<ZodType>);
  const valid = new Map<string, { value: unknown }>();
  return (data) => {
    const key = JSON.stringify(data);
    if (key === undefined || key.length > MAX_KEY_LENGTH) return validate(data);
    const known = valid.get(key);
    if (known) return known;
    const result = validate(data);
    if (typeof result !== 'object' || 'then' in result || result.error) return result;
    if (valid.size >= MAX_INPUTS) valid.clear();
    const remembered = { value: deepFreeze(result.value) };
    valid.set(key, remembered);
    return remembered;
  };
};

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
