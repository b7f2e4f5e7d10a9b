import type { FastifyReply } from 'fastify';
import type { UploadRow } from '../db/schema.ts';
import type { StoredFile } from '../lib/storage/file-storage.ts';

/**
 * An uploaded file (a document, an inspection's or a repair request's photo) to the one allowed to see
 * it: the media type checked at upload, never cached on the way, never sniffed into something else, and
 * sandboxed so nothing inside it can run in our origin. Documents go as attachments, photos inline.
 */
export function sendStoredFile(
  reply: FastifyReply,
  { upload, file }: { upload: Pick<UploadRow, 'media_type' | 'file_name'>; file: StoredFile },
  disposition: 'attachment' | 'inline',
) {
  return reply
    .header('content-type', upload.media_type)
    .header('content-length', String(file.size))
    .header('content-disposition', `${disposition}; filename="${upload.file_name}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
