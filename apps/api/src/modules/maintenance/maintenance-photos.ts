import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../errors.ts';
import { findOwnedUploads } from './repository.ts';

/** Photos must be images the caller uploaded: never someone else's file or a document. */
export async function checkMaintenancePhotos(
  trx: Executor,
  names: string[],
  ownerId: string,
  path: string,
): Promise<void> {
  const owned = await findOwnedUploads(trx, names, ownerId);
  const images = new Set(owned.filter((u) => u.media_type.startsWith('image/')).map((u) => u.file_name));
  const issues = names.flatMap((name, index) =>
    images.has(name)
      ? []
      : [{ path: `${path}.${index}`, message: 'Foto não encontrada entre os seus envios' }],
  );
  if (issues.length > 0)
    throw new AppError(
      422,
      'INVALID_MAINTENANCE_PHOTO',
      'Alguma foto não foi encontrada: envie as fotos (JPEG ou PNG) antes de enviar a solicitação.',
      { issues },
    );
}
