import { type KeyboardEvent, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { ChevronLeftIcon } from './booking-icons';
import { BuildingIcon, ChevronRightIcon } from './icons';

export interface GalleryImage {
  src: string;
  srcSet?: string;
  /** The main image's sizes attribute (thumbnails are small). */
  sizes?: string;
  /** A smaller file for the thumbnails. */
  thumbnailSrc?: string;
  alt: string;
  width: number;
  height: number;
}

/** Which photo a key leads to, going round at both ends; null for other keys. */
export function galleryIndexAfterKey(index: number, count: number, key: string): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'ArrowRight':
      return (index + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Stands in for a photo that failed to load; decorative (hidden) when it has no label. */
function Placeholder({ label, className }: { label: string; className?: string }) {
  return (
    <div
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={cn(
        'flex items-center justify-center bg-[linear-gradient(135deg,var(--brand-soft),var(--accent-soft))]',
        className,
      )}
    >
      <BuildingIcon className="size-12 text-brand-ink opacity-40" />
    </div>
  );
}

/**
 * Photos with thumbnails. Left/Right arrows (anywhere inside), Home and End change the photo; the
 * position is announced.
 */
export function Gallery({
  images,
  label,
  className,
}: {
  images: GalleryImage[];
  label: string;
  className?: string;
}) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const count = images.length;
  const current = images[Math.min(index, count - 1)];

  const markFailed = (src: string) => setFailed((previous) => new Set(previous).add(src));
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = galleryIndexAfterKey(index, count, event.key);
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
  };

  if (!current) {
    return <Placeholder label="Fotos indisponíveis" className={cn('aspect-[3/2] rounded-2xl', className)} />;
  }

  const arrow =
    'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-ink shadow-card ' +
    'transition hover:bg-surface';

  return (
    <section
      aria-roledescription="galeria"
      aria-label={label}
      onKeyDown={handleKeyDown}
      className={cn('space-y-3', className)}
    >
      <div className="relative overflow-hidden rounded-2xl bg-surface-sunken">
        {failed.has(current.src) ? (
          <Placeholder label={current.alt} className="aspect-[3/2] w-full" />
        ) : (
          <img
            key={current.src}
            src={current.src}
            srcSet={current.srcSet}
            sizes={current.sizes}
            width={current.width}
            height={current.height}
            alt={current.alt}
            // The first photo is the page's largest paint: fetched ahead of the rest.
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
            onError={() => markFailed(current.src)}
            className="aspect-[3/2] w-full object-cover"
          />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              className={cn(arrow, 'left-3')}
              onClick={() => setIndex((index - 1 + count) % count)}
              aria-label="Foto anterior"
              aria-controls={`${id}-atual`}
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              className={cn(arrow, 'right-3')}
              onClick={() => setIndex((index + 1) % count)}
              aria-label="Próxima foto"
              aria-controls={`${id}-atual`}
            >
              <ChevronRightIcon className="size-5" />
            </button>
          </>
        )}
        <p
          id={`${id}-atual`}
          aria-live="polite"
          className="absolute right-3 bottom-3 rounded-full bg-stone-950/70 px-2.5 py-1 text-xs font-semibold text-white"
        >
          Foto {index + 1} de {count}
        </p>
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Miniaturas">
          {images.map((image, position) => (
            <li key={image.src} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={`Ver foto ${position + 1} de ${count}: ${image.alt}`}
                aria-current={position === index ? 'true' : undefined}
                className={cn(
                  'block overflow-hidden rounded-lg border-2 transition',
                  position === index ? 'border-brand' : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                {failed.has(image.thumbnailSrc ?? image.src) ? (
                  <Placeholder label="" className="h-14 w-20" />
                ) : (
                  <img
                    src={image.thumbnailSrc ?? image.src}
                    alt=""
                    width={80}
                    height={56}
                    loading="lazy"
                    decoding="async"
                    onError={() => markFailed(image.thumbnailSrc ?? image.src)}
                    className="h-14 w-20 object-cover"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
