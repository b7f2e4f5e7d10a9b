export interface DetectedFileType {
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png';
  extension: 'pdf' | 'jpg' | 'png';
}

const PDF: DetectedFileType = { mimeType: 'application/pdf', extension: 'pdf' };
const JPEG: DetectedFileType = { mimeType: 'image/jpeg', extension: 'jpg' };
const PNG: DetectedFileType = { mimeType: 'image/png', extension: 'png' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Recognises the accepted document formats by their first bytes, whatever the file is called or
 * the client claims: an executable renamed 'x.pdf' is not a PDF. Strict on purpose: the signature
 * must be at offset 0 (readers that tolerate leading junk would let a polyglot file through).
 */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  // '%PDF-' then a version digit.
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]) && isDigit(bytes[5])) return PDF;
  // SOI marker followed by the start of another marker (APP0/APP1/DQT…).
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes.length > 3 && bytes[3]! >= 0xc0 && bytes[3]! !== 0xff) {
    return JPEG;
  }
  // Signature, then the first chunk must be IHDR (length 13).
  if (
    startsWith(bytes, PNG_SIGNATURE) &&
    startsWith(bytes.subarray(8), [0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52])
  ) {
    return PNG;
  }
  return null;
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  if (bytes.length < signature.length) return false;
  return signature.every((byte, index) => bytes[index] === byte);
}

function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= 0x30 && byte <= 0x39;
}
