import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import { AppError } from './errors.ts';
import { handleError } from './http/error-handler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { requestIdFrom } from './http/request-id.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { CatalogService } from './modules/catalog/service.ts';
import { healthRoutes } from './modules/health/routes.ts';

export interface BuildAppOptions {
  config: Config;
  db: Kysely<Database>;
  /** Where JSON log lines go; standard output when omitted (tests capture them here). */
  logStream?: { write(line: string): void };
}

/** Routes that are part of the public contract (not hidden from the OpenAPI document). */
export interface ApiRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every documented /api route, as registered: the OpenAPI document must list them all. */
    apiRoutes: ApiRoute[];
  }
}

/**
 * The whole HTTP application: plugins first, then the modules, each registered explicitly below, then
 * the web app (which owns the not-found handler). Does not listen: the server (or a test) does.
 */
export async function buildApp({ config, db, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-signature"]'],
    },
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
    if (!route.url.startsWith('/api/') || hidden) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url });
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // API answers are personal unless a route says otherwise (the catalogue does).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https://') });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // Off by default; a route opts in with `config: { rateLimit: { max, timeWindow } }`.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        context.statusCode,
        'TOO_MANY_REQUESTS',
        `Muitas tentativas. Tente novamente em ${Math.max(1, Math.ceil(context.ttl / 1000))} segundos.`,
      ),
  });
  await registerOpenApi(app);

  // Modules.
  const catalog = await CatalogService.load(db);
  await app.register(healthRoutes, { db });
  await app.register(catalogRoutes, { catalog });

  await registerWebApp(app, { webDistDir: config.webDistDir });
  return app;
}
