import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { ApiError } from './api-error';

/** The part of a zod schema the resolver needs (any domain schema fits). */
interface ParseableSchema<Output> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

type Messages = Record<string, string>;

/** A schema, or how to load it: a page's forms need theirs only once someone fills one in. */
export type SchemaSource<Output> = ParseableSchema<Output> | (() => Promise<ParseableSchema<Output>>);

export type LazySchema<Output> = (() => Promise<ParseableSchema<Output>>) & { preload: () => void };

/**
 * A schema whose code is downloaded (and its zod objects built) on first use, once: building a form's
 * schemas costs a mid-range phone 80–120 ms of the main thread, which a page that has not been touched
 * yet should not pay while it starts. `preload` starts it early (when a field gets focus, say). A failed
 * download is tried again on the next use.
 */
export function lazySchema<Output>(load: () => Promise<ParseableSchema<Output>>): LazySchema<Output> {
  let loading: Promise<ParseableSchema<Output>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(get, {
    preload: () => {
      get().catch(() => {});
    },
  });
}

type PublicFormSchemas = typeof import('./public-form-schemas');

/** One of the public pages' form schemas (public-form-schemas.ts), downloaded on first use (lazySchema). */
export function publicFormSchema<Name extends keyof PublicFormSchemas>(
  name: Name,
): LazySchema<z.output<PublicFormSchemas[Name]>> {
  // Each export is the schema of its own output; TypeScript cannot follow that through a generic key.
  return lazySchema(() =>
    import('./public-form-schemas').then(
      (schemas) => schemas[name] as unknown as ParseableSchema<z.output<PublicFormSchemas[Name]>>,
    ),
  );
}

function toFieldErrors<T extends FieldValues>(messages: Messages): FieldErrors<T> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [path, message] of Object.entries(messages)) errors[path] = { type: 'validation', message };
  return errors as FieldErrors<T>;
}

/**
 * Validates a form with a domain schema. `prepare` turns what the fields hold (masked text, dd/MM/yyyy)
 * into what the schema expects and may report problems the schema cannot word for a person (a date
 * typed in the wrong format). The first message per field wins.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  source: SchemaSource<TOutput>,
  prepare: (values: TValues) => { input: unknown; errors?: Messages } = (values) => ({ input: values }),
): Resolver<TValues, unknown, TOutput> {
  return async (values) => {
    const { input, errors } = prepare(values);
    const messages: Messages = { ...errors };
    const schema = typeof source === 'function' ? await loaded(source) : source;
    // Offline before the schema arrived: the input goes as it is; the API checks the same schema and
    // its 400 names the fields.
    const result = schema ? schema.safeParse(input) : { success: true as const, data: input as TOutput };
    if (result.success && Object.keys(messages).length === 0) return { values: result.data, errors: {} };
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = issue.path.map(String).join('.');
        if (path && !(path in messages)) messages[path] = issue.message;
      }
    }
    return { values: {}, errors: toFieldErrors<TValues>(messages) };
  };
}

async function loaded<Output>(
  load: () => Promise<ParseableSchema<Output>>,
): Promise<ParseableSchema<Output> | undefined> {
  try {
    return await load();
  } catch {
    return undefined;
  }
}

/** Shows the API's per-field messages (400 `issues`) under the matching fields; true when any matched. */
export function applyApiIssues(
  error: ApiError,
  fields: readonly string[],
  setError: (name: never, error: { type: string; message: string }) => void,
): boolean {
  let applied = false;
  for (const issue of error.issues) {
    const name = issue.path.replace(/^body\./, '');
    if (!fields.includes(name)) continue;
    setError(name as never, { type: 'server', message: issue.message });
    applied = true;
  }
  return applied;
}
