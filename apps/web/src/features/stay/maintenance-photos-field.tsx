import { MAX_MAINTENANCE_PHOTOS } from '@estadia/domain';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { uploadDocument } from '@/lib/me/upload-document';

export interface PickedPhoto {
  fileName: string;
  name: string;
}

/**
 * Photos for a request or a comment: each one is uploaded as soon as it is picked (POST /api/upload), so
 * the request only names files the customer sent.
 */
export function MaintenancePhotosField({
  photos,
  onChange,
  label = 'Fotos',
}: {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  label?: string;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const full = photos.length >= MAX_MAINTENANCE_PHOTOS;

  async function pick(files: FileList | null) {
    if (!files || files.length === 0) return;
    setUploading(true);
    setError(null);
    const added: PickedPhoto[] = [];
    try {
      for (const file of [...files].slice(0, MAX_MAINTENANCE_PHOTOS - photos.length)) {
        const { fileName } = await uploadDocument(file);
        added.push({ fileName, name: file.name });
      }
    } catch (cause) {
      setError(errorMessage(cause, 'Não foi possível enviar a foto. Tente novamente.'));
    } finally {
      setUploading(false);
      onChange([...photos, ...added]);
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}{' '}
        <span className="font-normal text-ink-subtle">
          (opcional, até {MAX_MAINTENANCE_PHOTOS}, JPEG ou PNG)
        </span>
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png"
        multiple
        disabled={uploading || full}
        onChange={(event) => {
          void pick(event.target.files);
          event.target.value = '';
        }}
        className="text-sm text-ink-muted file:mr-3 file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:font-semibold file:text-brand-ink"
      />
      {uploading && <p className="text-sm text-ink-muted">Enviando foto…</p>}
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Fotos escolhidas">
          {photos.map((photo) => (
            <li
              key={photo.fileName}
              className="flex items-center gap-2 rounded-full border border-line px-3 py-1 text-sm"
            >
              {photo.name}
              <button
                type="button"
                className="font-semibold text-danger"
                aria-label={`Remover ${photo.name}`}
                onClick={() => onChange(photos.filter((each) => each.fileName !== photo.fileName))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm font-medium text-danger">{error}</p>}
    </div>
  );
}
