/**
 * The Pix QR code as an image address. The API draws it as SVG text; the strict CSP forbids inline
 * markup and styles, but allows data: images, so the SVG becomes a base64 data URL for an <img>.
 */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
