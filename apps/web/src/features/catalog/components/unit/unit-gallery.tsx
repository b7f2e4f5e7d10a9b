import type { Photo } from '@estadia/domain';
import { Gallery, type GalleryImage } from '@/components/ui/gallery';
import { photoSrcSet, smallPhotoUrl } from '../project-photo';

const MAIN_SIZES = '(min-width: 1024px) 760px, 100vw';

/** The unit's photos first, then the building's, without repeats. */
export function galleryImages(unitPhotos: readonly Photo[], projectPhotos: readonly Photo[]): GalleryImage[] {
  const seen = new Set<string>();
  const images: GalleryImage[] = [];
  for (const photo of [...unitPhotos, ...projectPhotos]) {
    if (seen.has(photo.url)) continue;
    seen.add(photo.url);
    images.push({
      src: photo.url,
      srcSet: photoSrcSet(photo),
      sizes: MAIN_SIZES,
      thumbnailSrc: smallPhotoUrl(photo.url),
      alt: photo.alt,
      width: photo.width,
      height: photo.height,
    });
  }
  return images;
}

export function UnitGallery({
  unitPhotos,
  projectPhotos,
  label,
}: {
  unitPhotos: readonly Photo[];
  projectPhotos: readonly Photo[];
  label: string;
}) {
  return <Gallery images={galleryImages(unitPhotos, projectPhotos)} label={label} />;
}
