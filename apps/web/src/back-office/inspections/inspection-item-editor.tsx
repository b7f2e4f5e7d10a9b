import {
  ITEM_CONDITION_LABELS,
  ITEM_CONDITIONS,
  type ItemCondition,
  type ItemDifference,
  MAX_ITEM_PHOTOS,
} from '@estadia/domain';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { uploadDocument } from '@/lib/me/upload-document';
import type { DraftItem } from './inspection-draft';
import { resizePhoto } from './resize-photo';

const DIFFERENCE_TEXT: Record<ItemDifference['kind'], string> = {
  WORSE: 'Pior que na entrada',
  BETTER: 'Melhor que na entrada',
  ADDED: 'Não estava na entrada',
  MISSING: 'Faltando',
};

/** One item of the inspection on a phone: its condition in one tap, notes, and photos from the camera. */
export function InspectionItemEditor({
  item,
  error,
  difference,
  onChange,
  onRemove,
}: {
  item: DraftItem;
  error: string | undefined;
  difference: ItemDifference | undefined;
  onChange: (item: DraftItem) => void;
  onRemove: (() => void) | undefined;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const named = Boolean(onRemove);

  const addPhotos = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setUploading(true);
    setUploadError(null);
    try {
      const added = [];
      for (const file of Array.from(files).slice(0, MAX_ITEM_PHOTOS - item.photos.length)) {
        const resized = await resizePhoto(file);
        const { fileName } = await uploadDocument(resized);
        added.push({ fileName, previewUrl: URL.createObjectURL(resized) });
      }
      onChange({ ...item, photos: [...item.photos, ...added] });
    } catch (cause) {
      setUploadError(errorMessage(cause, 'Não foi possível enviar a foto. Tente novamente.'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <li
      className={cn(
        'space-y-3 rounded-xl border bg-surface p-3 sm:p-4',
        difference?.kind === 'WORSE' ? 'border-danger/60' : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {named ? (
          <Input
            aria-label="Nome do item"
            value={item.item}
            placeholder="Nome do item"
            onChange={(event) => onChange({ ...item, item: event.target.value })}
            className="sm:max-w-xs"
          />
        ) : (
          <p id={`${id}-name`} className="font-medium text-ink">
            {item.item}
          </p>
        )}
        {difference && (
          <Badge
            tone={difference.kind === 'WORSE' ? 'error' : difference.kind === 'BETTER' ? 'success' : 'info'}
          >
            {DIFFERENCE_TEXT[difference.kind]}
            {'before' in difference &&
              ` (entrada: ${ITEM_CONDITION_LABELS[difference.before].toLowerCase()})`}
          </Badge>
        )}
      </div>
      <fieldset>
        <legend className="sr-only">Estado de {item.item || 'novo item'}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {ITEM_CONDITIONS.map((condition: ItemCondition) => (
            <label
              key={condition}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-2 text-center text-sm font-medium',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
                item.condition === condition
                  ? 'border-brand bg-brand-soft text-brand-ink'
                  : 'border-line-strong text-ink hover:bg-surface-muted',
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={`${id}-condition`}
                value={condition}
                checked={item.condition === condition}
                onChange={() => onChange({ ...item, condition })}
              />
              {ITEM_CONDITION_LABELS[condition]}
            </label>
          ))}
        </div>
      </fieldset>
      <Input
        aria-label={`Observações sobre ${item.item || 'o item'}`}
        placeholder="Observações (opcional)"
        value={item.notes}
        maxLength={500}
        onChange={(event) => onChange({ ...item, notes: event.target.value })}
      />
      <div className="flex flex-wrap items-center gap-2">
        {item.photos.map((photo, index) => (
          <div key={photo.fileName} className="relative">
            <img
              src={photo.previewUrl}
              alt={`Foto ${index + 1} de ${item.item}`}
              className="size-16 rounded-lg border border-line object-cover"
            />
            <button
              type="button"
              className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-ink text-xs text-surface"
              aria-label={`Remover foto ${index + 1} de ${item.item}`}
              onClick={() => onChange({ ...item, photos: item.photos.filter((each) => each !== photo) })}
            >
              ×
            </button>
          </div>
        ))}
        {item.photos.length < MAX_ITEM_PHOTOS && (
          <label
            className={cn(
              'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg border border-line-strong px-3 text-sm font-medium text-ink hover:bg-surface-muted',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
              uploading && 'pointer-events-none opacity-60',
            )}
          >
            {uploading ? 'Enviando foto…' : 'Tirar foto'}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              aria-label={`Tirar foto de ${item.item || 'novo item'}`}
              disabled={uploading}
              onChange={(event) => {
                void addPhotos(event.target.files);
                event.target.value = '';
              }}
            />
          </label>
        )}
        {onRemove && (
          <Button size="sm" variant="ghost" onClick={onRemove}>
            Remover item
          </Button>
        )}
      </div>
      {(error || uploadError) && <p className="text-sm font-medium text-danger">{uploadError ?? error}</p>}
    </li>
  );
}
