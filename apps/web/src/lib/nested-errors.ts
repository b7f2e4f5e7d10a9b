import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * react-hook-form keeps errors of nested fields ('address.city.name') as nested objects: set on a
 * later re-validation and cleared by path. The shared resolver reports them under flat dotted keys,
 * which would then never be cleared; this nests them.
 */
export function nestErrors<T extends FieldValues>(errors: FieldErrors<T>): FieldErrors<T> {
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(errors)) {
    const keys = path.split('.');
    let target = nested;
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      if (next === undefined || typeof next !== 'object' || next === null) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    target[keys.at(-1)!] = error;
  }
  return nested as FieldErrors<T>;
}

export function withNestedErrors<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: nestErrors(result.errors) } as Awaited<ReturnType<typeof resolver>>;
  };
}
