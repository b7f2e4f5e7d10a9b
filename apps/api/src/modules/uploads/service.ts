import { createHash, randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database, UploadRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { detectFileType } from '../../lib/file-type.ts';
import type { FileStorage, StoredFile } from '../../lib/storage/file-storage.ts';
import { findOwnedUpload, findUpload, insertUpload } from './repository.ts';

export const UNSUPPORTED_FILE_MESSAGE = 'Envie um arquivo PDF, JPEG ou PNG.';
const FILE_NOT_FOUND_MESSAGE = 'Arquivo não encontrado.';
/** What server-generated names look like: 128 random bits in hex and the extension of the real type. */
const FILE_NAME_PATTERN = /^[0-9a-f]{32}\.(pdf|jpg|png)$/;

export class UploadService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Accepts the file only if its content is a PDF, JPEG or PNG (whatever its name or declared type),
   * and stores it under a name of our own.
   */
  async store(
    ownerId: string,
    data: Buffer,
    originalName: string | undefined,
  ): Promise<{ fileName: string }> {
    const type = detectFileType(data);
    if (!type) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_FILE_MESSAGE);
    const fileName = `${randomBytes(16).toString('hex')}.${type.extension}`;
    await this.storage.save(fileName, data);
    try {
      await insertUpload(this.db, {
        file_name: fileName,
        owner_id: ownerId,
        media_type: type.mimeType,
        size_bytes: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        original_name: cleanOriginalName(originalName),
      });
    } catch (error) {
      await this.storage.remove(fileName);
      throw error;
    }
    return { fileName };
  }

  /** The file for its owner; 404 for anyone else, as for a name that does not exist. */
  async open(ownerId: string, fileName: string): Promise<{ upload: UploadRow; file: StoredFile }> {
    if (!FILE_NAME_PATTERN.test(fileName)) throw notFound(FILE_NOT_FOUND_MESSAGE);
    return this.#openRecorded(fileName, await findOwnedUpload(this.db, fileName, ownerId));
  }

  /** Any customer's file, for staff allowed to read rentals (the back-office checks that permission). */
  async openForStaff(fileName: string): Promise<{ upload: UploadRow; file: StoredFile }> {
    if (!FILE_NAME_PATTERN.test(fileName)) throw notFound(FILE_NOT_FOUND_MESSAGE);
    return this.#openRecorded(fileName, await findUpload(this.db, fileName));
  }

  async #openRecorded(
    fileName: string,
    upload: UploadRow | undefined,
  ): Promise<{ upload: UploadRow; file: StoredFile }> {
    if (!upload) throw notFound(FILE_NOT_FOUND_MESSAGE);
    const file = await this.storage.open(fileName);
    if (!file) throw notFound(FILE_NOT_FOUND_MESSAGE);
    return { upload, file };
  }
}

/** Kept for the record only (never used in a path or a header): printable, one segment, bounded. */
function cleanOriginalName(name: string | undefined): string | null {
  if (!name) return null;
  const printable = [...name.replaceAll('\\', '/')].filter((character) => {
    const code = character.codePointAt(0)!;
    return code >= 0x20 && code !== 0x7f;
  });
  const cleaned = basename(printable.join('')).trim().slice(0, 255);
  return cleaned === '' ? null : cleaned;
}
