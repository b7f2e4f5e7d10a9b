import sharp, { type Sharp } from 'sharp';

/**
 * The longest side a stored photo keeps. A phone's 12–50 MP photo is far more than anyone needs to read a
 * document or see a stain on a sofa, and the smaller file spares the customer's storage quota.
 */
export const MAX_IMAGE_EDGE = 4096;
/** Decompression bombs (a tiny file declaring a huge canvas) are refused before any pixel is decoded. */
const MAX_INPUT_PIXELS = 100_000_000;
const ENCODE_TIMEOUT_SECONDS = 20;
const JPEG_QUALITY = 85;

// Every image is a customer's photo or document: nothing of one should stay in memory for the next.
sharp.cache(false);

export type ImageFormat = 'jpeg' | 'png';

/**
 * Decodes the image and encodes its pixels again, in the same format, so nothing but pixels leaves:
 * no EXIF (GPS position, device, date), XMP, IPTC, comments or text chunks, no ICC profile (colours are
 * converted to sRGB first). The EXIF orientation is applied to the pixels before it goes, so a portrait
 * photo stays upright. Images larger than MAX_IMAGE_EDGE are scaled down to fit.
 *
 * Answers null when the bytes do not decode as an image (truncated, corrupt, or over the pixel limit):
 * the caller refuses the file as it refuses any other unreadable upload.
 */
export async function reencodeImage(data: Buffer, format: ImageFormat): Promise<Buffer | null> {
  let pipeline: Sharp;
  try {
    pipeline = sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
      .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
      .autoOrient()
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb');
    pipeline =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
        : pipeline.png({ compressionLevel: 9 });
    return await pipeline.toBuffer();
  } catch (error) {
    if (isUndecodable(error)) return null;
    throw error;
  }
}

/**
 * sharp reports a bad input as a plain Error whose message comes from libvips; anything else (out of
 * memory, a missing native library) is a server fault and must not pass for the customer's mistake.
 */
function isUndecodable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /vips|jpeg|png|unsupported image format|input (buffer|image)|pixel limit|premature end|corrupt|timeout/i.test(
    error.message,
  );
}
