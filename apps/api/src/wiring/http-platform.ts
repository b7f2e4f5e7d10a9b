import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { ApiRoute } from '../http/app-decorations.ts';
import { handleError } from '../http/error-handler.ts';
import { registerOpenApi } from '../http/openapi.ts';
import { requestIdFrom } from '../http/request-id.ts';
import { RequestLogController, SECRET_FREE_LOGGING } from '../http/request-logging.ts';
import { registerResponseHeaders } from '../http/response-headers.ts';

// The HTTP server every module is registered on: logging, validation, the one error format, the list of
// documented routes, response headers, compression and the OpenAPI document.

const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function createHttpPlatform(
  config: Config,
  logStream: { write(line: string): void } | undefined,
): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: config.trustProxy,
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      ...SECRET_FREE_LOGGING,
    },
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    logController: new RequestLogController({ requestIdLogLabel: 'requestId' }),
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

  registerResponseHeaders(app, {
    https: config.publicUrl.startsWith('https://'),
    maps: config.mapsEnabled,
    mercadoPago: config.payments.mercadoPago,
  });
  // A request without a body has nothing to decompress: only routes that take one get the hook.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => BODILESS_METHODS.has(method))) route.decompress = false;
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await registerOpenApi(app);
  return app;
}
