import { createHash, randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import type { UploadPurpose } from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Database, UploadRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { type DetectedFileType, detectFileType } from '../../lib/file-type.ts';
import { reencodeImage } from '../../lib/images/reencode-image.ts';
import type { FileStorage, StoredFile } from '../../lib/storage/file-storage.ts';
import { findOwnedUpload, findUpload, insertUpload, lockOwnerUploads, sumOwnedBytes } from './repository.ts';
import { quotaExceeded } from './storage-quota.ts';

export const UNSUPPORTED_FILE_MESSAGE = 'Envie um arquivo PDF, JPEG ou PNG.';
const FILE_NOT_FOUND_MESSAGE = 'Arquivo não encontrado.';
/** What server-generated names look like: 128 random bits in hex and the extension of the real type. */
const FILE_NAME_PATTERN = /^[0-9a-f]{32}\.(pdf|jpg|png)$/;

export interface UploadLimits {
  clock: Clock;
  /** What one account may keep in storage, in bytes (UPLOAD_QUOTA_BYTES). */
  quotaBytes: number;
}

export class UploadService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: FileStorage,
    private readonly limits: UploadLimits,
  ) {}

  /**
   * Accepts the file only if its content is a PDF, JPEG or PNG (whatever its name or declared type),
   * and stores it under a name of our own. Images are stored re-encoded (see reencodeImage): what staff
   * and customers download never carries the phone's EXIF, GPS position included. Nothing is stored
   * when the account's quota cannot hold it.
   */
  async store(
    ownerId: string,
    data: Buffer,
    originalName: string | undefined,
    purpose: UploadPurpose = 'DOCUMENT',
  ): Promise<{ fileName: string }> {
    const type = detectFileType(data);
    if (!type) throw unsupportedFile();
    const bytes = await storedBytes(data, type);
    const { quotaBytes, clock } = this.limits;
    // Checked again under the owner's lock below; this only spares writing a file bound to be removed.
    if ((await sumOwnedBytes(this.db, ownerId)) + bytes.length > quotaBytes) throw quotaExceeded(quotaBytes);
    const fileName = `${randomBytes(16).toString('hex')}.${type.extension}`;
    await this.storage.save(fileName, bytes);
    try {
      await this.db.transaction().execute(async (trx) => {
        await lockOwnerUploads(trx, ownerId);
        if ((await sumOwnedBytes(trx, ownerId)) + bytes.length > quotaBytes) throw quotaExceeded(quotaBytes);
        await insertUpload(trx, {
          file_name: fileName,
          owner_id: ownerId,
          media_type: type.mimeType,
          size_bytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          original_name: cleanOriginalName(originalName),
          purpose,
          // The app's clock, as the orphan sweep's: a file's age is measured on one clock.
          created_at: clock.now(),
        });
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

  /**
   * A customer's file for staff (the back-office checks the permission); `mayOpen` narrows it to the
   * owners the caller may see (the front desk's day), 404 otherwise, before any byte is read.
   */
  async openForStaff(
    fileName: string,
    mayOpen: (upload: UploadRow) => Promise<boolean> = async () => true,
  ): Promise<{ upload: UploadRow; file: StoredFile }> {
    if (!FILE_NAME_PATTERN.test(fileName)) throw notFound(FILE_NOT_FOUND_MESSAGE);
    const upload = await findUpload(this.db, fileName);
    return this.#openRecorded(fileName, upload && (await mayOpen(upload)) ? upload : undefined);
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

function unsupportedFile(): AppError {
  return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_FILE_MESSAGE);
}

/**
 * Images as new pixels, without their metadata; a PDF as sent. Rewriting a PDF to drop its document
 * properties (author, producer, dates) would break a digital signature on an employer's letter and
 * needs a parser that refuses encrypted files; those properties are what the author wrote, not where
 * a phone stood, so PDFs are kept byte for byte.
 */
async function storedBytes(data: Buffer, type: DetectedFileType): Promise<Buffer> {
  if (type.extension === 'pdf') return data;
  const image = await reencodeImage(data, type.extension === 'jpg' ? 'jpeg' : 'png');
  if (!image) throw unsupportedFile();
  return image;
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
