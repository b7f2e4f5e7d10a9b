import type { Photo } from '@estadia/domain';
import { useState } from 'react';
import { BuildingIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export const PHOTO_SMALL_WIDTH = 480;

/** '/photos/x/sala.webp' → '/photos/x/sala-480.webp': the 480×320 variant every photo has. */
export function smallPhotoUrl(url: string): string {
  return url.replace(/\.webp$/, `-${PHOTO_SMALL_WIDTH}.webp`);
}

export function photoSrcSet(photo: Photo): string {
  const small = `${smallPhotoUrl(photo.url)} ${PHOTO_SMALL_WIDTH}w`;
  return photo.width > PHOTO_SMALL_WIDTH ? `${small}, ${photo.url} ${photo.width}w` : small;
}

interface ProjectPhotoProps {
  photo: Photo | undefined;
  sizes: string;
  className?: string;
  /** The first photos in view load at once; the rest when scrolled near. */
  priority?: boolean;
}

export function ProjectPhoto({ photo, sizes, className, priority = false }: ProjectPhotoProps) {
  // A photo that fails to load shows the same neutral placeholder as a project without photos.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!photo || failedUrl === photo.url) {
    return (
      <div
        role="img"
        aria-label="Foto indisponível"
        className={cn(
          'flex items-center justify-center bg-[linear-gradient(135deg,var(--brand-soft),var(--accent-soft))]',
          className,
        )}
      >
        <BuildingIcon className="size-12 text-brand-ink opacity-40" />
      </div>
    );
  }
  return (
    <img
      src={smallPhotoUrl(photo.url)}
      srcSet={photoSrcSet(photo)}
      sizes={sizes}
      width={PHOTO_SMALL_WIDTH}
      height={Math.round((PHOTO_SMALL_WIDTH * photo.height) / photo.width)}
      alt={photo.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedUrl(photo.url)}
      className={cn('bg-surface-sunken object-cover', className)}
    />
  );
}
