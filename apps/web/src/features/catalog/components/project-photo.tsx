import type { Photo } from '@estadia/domain';
import { useState } from 'react';
import { BuildingIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export const PHOTO_SMALL_WIDTH = 480;
/** A phone's full-width photo (412 px at 1.75 device pixels ≈ 720): smaller than the 1200 px original. */
export const PHOTO_MEDIUM_WIDTH = 800;

/** '/photos/x/sala.webp' → '/photos/x/sala-480.webp': the 480×320 variant every photo has. */
export function smallPhotoUrl(url: string): string {
  return variantUrl(url, PHOTO_SMALL_WIDTH);
}

const variantUrl = (url: string, width: number) => url.replace(/\.webp$/, `-${width}.webp`);

/** The 480 px variant, the 800 px one of a photo wider than it (as every wide photo has), and the original. */
export function photoSrcSet(photo: Photo): string {
  const sources = [`${smallPhotoUrl(photo.url)} ${PHOTO_SMALL_WIDTH}w`];
  if (photo.width > PHOTO_MEDIUM_WIDTH)
    sources.push(`${variantUrl(photo.url, PHOTO_MEDIUM_WIDTH)} ${PHOTO_MEDIUM_WIDTH}w`);
  if (photo.width > PHOTO_SMALL_WIDTH) sources.push(`${photo.url} ${photo.width}w`);
  return sources.join(', ');
}

/** A list's card photos: the first is the page's largest paint, the next two are in view on a wide screen. */
export function listPhotoPriority(index: number): ProjectPhotoProps['priority'] {
  return index === 0 ? 'high' : index < 3 ? 'eager' : undefined;
}

interface ProjectPhotoProps {
  photo: Photo | undefined;
  sizes: string;
  className?: string;
  /**
   * The first photos in view load at once ('eager'), the first of all ahead of everything else the page
   * loads ('high': the page's largest paint); the rest when scrolled near.
   */
  priority?: 'high' | 'eager';
}

export function ProjectPhoto({ photo, sizes, className, priority }: ProjectPhotoProps) {
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
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedUrl(photo.url)}
      className={cn('bg-surface-sunken object-cover', className)}
    />
  );
}
