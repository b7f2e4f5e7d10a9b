/** The longest side of a photo sent with an inspection: sharp on a report, light on a phone's data plan. */
export const PHOTO_MAX_SIDE = 1600;
const JPEG_QUALITY = 0.82;

/** Width and height that fit `maxSide` keeping the proportions (never enlarged). */
export function fittedSize(width: number, height: number, maxSide = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decode(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * A phone camera's photo (often 4000 px and several megabytes) drawn on a canvas at most 1600 px wide
 * and saved as JPEG before the upload, which also drops its EXIF (location included).
 */
export async function resizePhoto(file: File): Promise<File> {
  const image = await decode(file);
  const { width, height } = fittedSize(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(image, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (!blob) return file;
  const name = file.name.replace(/\.[^.]+$/, '') || 'foto';
  return new File([blob], `${name}.jpg`, { type: 'image/jpeg' });
}
