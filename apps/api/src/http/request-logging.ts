import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { LOG_REDACT_PATHS, REDACTED, redactUrl } from '../lib/logging/redact-secrets.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which answers of the route get a 'request completed' line: all (the default), or see QUIET_ACCESS_LOG. */
    accessLog?: 'all' | 'failures-and-slow';
  }
}

/** An answer slower than this is logged even on a quiet route. */
export const SLOW_ANSWER_MS = 100;

/**
 * Route config for the public catalogue reads: anonymous, cacheable and by far the most frequent
 * requests (every visitor of a unit page asks them at each date they try). A quick success is not
 * logged; an error, a 4xx or an answer slower than SLOW_ANSWER_MS is. Writing the line was a fifth
 * of such a read's cost (`npm run bench`: availability 0.52× a bare server with it, 0.66× without).
 */
export const QUIET_ACCESS_LOG = { accessLog: 'failures-and-slow' } as const;

/**
 * One line per request instead of Fastify's two: 'request completed' with the method, path, status and
 * time, under the request id of the child logger. The 'incoming request' line (the same request seen
 * before it runs) is kept for debug level only. Writing two JSON lines per request was a large part of
 * the cost of the busiest, cached reads.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    // pino replaces disabled levels with a no-op: nothing is serialised at info.
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    if (
      request.routeOptions.config.accessLog === 'failures-and-slow' &&
      reply.statusCode < 400 &&
      reply.elapsedTime < SLOW_ANSWER_MS
    )
      return;
    reply.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        remoteAddress: request.ip,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}

/**
 * The `req` of a log line (the 'incoming request' and 'request errored' lines), as Fastify's own
 * serialiser writes it but with the URL's secrets removed: opening the e-mailed reset or invitation link
 * puts its code in the query string.
 */
function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app logger's options that keep secrets out of every line (headers, password fields, URLs). */
export const SECRET_FREE_LOGGING = {
  redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
  serializers: { req: serializeRequestForLog },
};
