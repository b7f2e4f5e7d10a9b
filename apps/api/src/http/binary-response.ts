import { z } from 'zod';

/**
 * The OpenAPI entry of a success answer that is a file, not JSON (a PDF, a calendar). The route sends
 * a Buffer, which Fastify writes as is, never through the response serializer; the `content` metadata
 * makes the document show the right media type instead of application/json.
 */
export function binaryResponse(mediaType: string, description: string) {
  return z.any().meta({
    description,
    content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
  });
}
