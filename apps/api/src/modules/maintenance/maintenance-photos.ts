import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../errors.ts';
import { findOwnedImageNames } from '../uploads/queries.ts';

/** Photos must be images the caller uploaded: never someone else's file or a document. */
export async function checkMaintenancePhotos(
  trx: Executor,
  names: string[],
  ownerId: string,
  path: string,
): Promise<void> {
  const images = await findOwnedImageNames(trx, names, ownerId);
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
