import { contactRequestSchema } from '@estadia/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyApiIssues, lazySchema, schemaResolver } from './form-resolver';

const resolve = (resolver: ReturnType<typeof schemaResolver>, values: Record<string, unknown>) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const valid = {
  name: 'Ana Souza',
  email: 'ANA@exemplo.com ',
  subject: 'Dúvida sobre reservas',
  message: 'Gostaria de saber sobre vagas de garagem.',
};

describe('schemaResolver', () => {
  it('answers the parsed values of the domain schema', async () => {
    const result = await resolve(schemaResolver(contactRequestSchema), valid);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ email: 'ana@exemplo.com' });
  });

  it('answers the Portuguese messages of the schema per field', async () => {
    const result = await resolve(schemaResolver(contactRequestSchema), {
      ...valid,
      email: 'ana@',
      message: 'oi',
    });
    expect(result.errors).toMatchObject({
      email: { message: 'E-mail inválido' },
      message: { message: 'Escreva pelo menos 10 caracteres' },
    });
  });

  it('adds the problems found while preparing the input, which win over the schema’s', async () => {
    const resolver = schemaResolver(contactRequestSchema, (values) => ({
      input: values,
      errors: { subject: 'Escolha um assunto da lista' },
    }));
    const result = await resolve(resolver, { ...valid, subject: '' });
    expect(result.errors).toMatchObject({ subject: { message: 'Escolha um assunto da lista' } });
  });
});

describe('schemaResolver with a schema loaded on first use', () => {
  it('loads the schema once and validates with it as with the schema itself', async () => {
    const load = vi.fn(async () => contactRequestSchema);
    const resolver = schemaResolver(lazySchema(load));
    expect(load).not.toHaveBeenCalled();
    expect((await resolve(resolver, valid)).values).toMatchObject({ email: 'ana@exemplo.com' });
    expect((await resolve(resolver, { ...valid, email: 'ana@' })).errors).toMatchObject({
      email: { message: 'E-mail inválido' },
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the download on preload, without waiting for a submission', async () => {
    const load = vi.fn(async () => contactRequestSchema);
    const schema = lazySchema(load);
    schema.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolve(schemaResolver(schema), valid);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offline, lets the input through to the API (which checks the same schema) and tries again later', async () => {
    const load = vi
      .fn<() => Promise<typeof contactRequestSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(contactRequestSchema);
    const schema = lazySchema(load);
    schema.preload();
    const offline = await resolve(schemaResolver(schema), { ...valid, email: 'ana@' });
    expect(offline).toEqual({ values: { ...valid, email: 'ana@' }, errors: {} });
    const online = await resolve(schemaResolver(schema), { ...valid, email: 'ana@' });
    expect(online.errors).toMatchObject({ email: { message: 'E-mail inválido' } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offline, still shows the problems found while preparing the input', async () => {
    const schema = lazySchema(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const resolver = schemaResolver(schema, (values: typeof valid) => ({
      input: values,
      errors: { subject: 'Escolha um assunto da lista' },
    }));
    expect((await resolve(resolver as never, valid)).errors).toMatchObject({
      subject: { message: 'Escolha um assunto da lista' },
    });
  });
});

describe('applyApiIssues', () => {
  it('puts the API’s field messages under known fields only', () => {
    const calls: [string, string][] = [];
    const error = new ApiError(400, {
      code: 'VALIDATION',
      message: 'Dados inválidos',
      issues: [
        { path: 'body.email', message: 'E-mail inválido' },
        { path: 'outro', message: 'x' },
      ],
    });
    const applied = applyApiIssues(error, ['email', 'name'], ((name: string, value: { message: string }) =>
      calls.push([name, value.message])) as never);
    expect(applied).toBe(true);
    expect(calls).toEqual([['email', 'E-mail inválido']]);
  });
});
