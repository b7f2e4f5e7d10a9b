import type { Photo } from '@estadia/domain';

export const PHOTO_NAMES = ['fachada', 'sala', 'quarto', 'cozinha', 'banheiro', 'lazer'] as const;
export type PhotoName = (typeof PHOTO_NAMES)[number];

/** The web app ships each photo at 1200×800 (`<name>.webp`), 800×533 (`<name>-800.webp`) and 480×320 (`<name>-480.webp`). */
export function photo(slug: string, name: PhotoName, alt: string): Photo {
  return { url: `/photos/${slug}/${name}.webp`, alt, width: 1200, height: 800 };
}
