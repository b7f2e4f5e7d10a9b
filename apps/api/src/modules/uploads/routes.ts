import { uploadQuerySchema, uploadResponseSchema } from '@estadia/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { sendStoredFile } from '../../http/send-stored-file.ts';
import { enforceRateLimit } from '../../lib/rate-limit/enforce-rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit/rate-limiter.ts';
import { currentUser } from '../auth/authenticate.ts';
import type { UploadService } from './service.ts';

const TAGS = ['Conta'];
const SECURED = [{ bearerAuth: [] }];
const UPLOADS_PER_USER: RateLimitRule = { name: 'upload-user', max: 30, windowMs: 60 * 60_000 };

export interface UploadRoutesOptions {
  uploads: UploadService;
  limiter: RateLimiter;
  maxBytes: number;
}

export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (
  app,
  { uploads, limiter, maxBytes },
) => {
  const megabytes = Math.floor(maxBytes / (1024 * 1024));
  const tooLarge = () =>
    new AppError(413, 'FILE_TOO_LARGE', `O arquivo é grande demais: o limite é de ${megabytes} MB.`);

  // Registered here, so multipart bodies are parsed on this route only.
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
  });

  app.post(
    '/api/upload',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Envia um documento',
        description:
          `Corpo \`multipart/form-data\` com o arquivo no campo \`file\`: PDF, JPEG ou PNG, até ${megabytes} MB. ` +
          'O tipo é conferido pelo conteúdo, não pelo nome. JPEG e PNG são gravados de novo, só com os pixels ' +
          '(orientação aplicada; sem EXIF, GPS, XMP nem perfil ICC; no máximo 4096 px no lado maior); PDFs, como ' +
          'chegaram. Cada conta tem um limite de espaço (UPLOAD_QUOTA_BYTES); um arquivo que nenhum registro usa ' +
          'é apagado um dia depois do envio. Responde o nome com que o arquivo foi guardado, para usar em ' +
          '`cpfFileName` ou `rgFileName` do perfil, nas fotos de vistorias e de solicitações de reparo. ' +
          '`purpose=TRANSFER_LETTER` envia a carta de transferência do empregador de uma saída antecipada ' +
          '(`transferLetter`): só um arquivo enviado com esse propósito vale como carta.',
        consumes: ['multipart/form-data'],
        security: SECURED,
        querystring: uploadQuerySchema,
        response: {
          201: uploadResponseSchema,
          ...errorResponses(
            [
              400,
              'Nenhum arquivo no campo `file` (FILE_REQUIRED) ou corpo multipart malformado (MALFORMED_MULTIPART)',
            ],
            401,
            [
              413,
              `Arquivo maior que ${megabytes} MB (FILE_TOO_LARGE), ou além do espaço da conta (STORAGE_QUOTA_EXCEEDED)`,
            ],
            [
              415,
              'Não é um PDF, JPEG ou PNG, a imagem não decodifica, ou o corpo não é multipart (UNSUPPORTED_MEDIA_TYPE)',
            ],
            [429, 'Envios demais (RATE_LIMITED, com Retry-After)'],
          ),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) {
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Envie o arquivo como multipart/form-data, no campo file.',
        );
      }
      await enforceRateLimit(limiter, UPLOADS_PER_USER, user.id);
      let data: Buffer;
      let originalName: string | undefined;
      try {
        const part = await request.file();
        if (part?.fieldname !== 'file') {
          throw new AppError(400, 'FILE_REQUIRED', 'Envie o arquivo no campo file.');
        }
        originalName = part.filename;
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        // The multipart parser's own errors (truncated body, no boundary…) carry no status: the
        // client sent a broken body, not a server failure.
        if (error instanceof AppError || (error as { statusCode?: number }).statusCode !== undefined)
          throw error;
        throw new AppError(
          400,
          'MALFORMED_MULTIPART',
          'O envio do arquivo chegou incompleto ou malformado. Tente de novo.',
          {
            cause: error,
          },
        );
      }
      if (data.length === 0) throw new AppError(400, 'FILE_REQUIRED', 'O arquivo enviado está vazio.');
      const body = await uploads.store(user.id, data, originalName, request.query.purpose);
      return reply.code(201).send(body);
    },
  );

  app.get(
    '/api/files/:fileName',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Baixa um documento enviado',
        description: 'Só para quem enviou o arquivo; para qualquer outra pessoa, 404. Sempre como anexo.',
        security: SECURED,
        params: z.object({ fileName: z.string().max(100) }),
        response: {
          200: z.any().describe('O arquivo (application/pdf, image/jpeg ou image/png)'),
          ...errorResponses(401, [404, 'Arquivo inexistente ou de outra pessoa']),
        },
      },
    },
    async (request, reply) => {
      const { upload, file } = await uploads.open(currentUser(request).id, request.params.fileName);
      return sendStoredFile(reply, { upload, file }, 'attachment');
    },
  );
};
