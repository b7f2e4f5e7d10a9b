import type { PDFFont } from 'pdf-lib';

// The standard PDF fonts (Helvetica) need no file and embed nothing random, which keeps our documents
// byte-for-byte reproducible; but they only encode WinAnsi (Latin-1 and a few typographic marks).
// Portuguese fits; a name typed with other letters must still print instead of failing the download.

const CHARSETS = new WeakMap<PDFFont, Set<number>>();

function charsetOf(font: PDFFont): Set<number> {
  let charset = CHARSETS.get(font);
  if (!charset) {
    charset = new Set(font.getCharacterSet());
    CHARSETS.set(font, charset);
  }
  return charset;
}

/** Letters that are not a Latin letter plus a mark, so NFD cannot simplify them. */
const LOOKALIKES: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', ſ: 's' };

const SPACES = /[\s\u00A0\u2000-\u200B\u202F\u205F\u3000]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * `text` with only characters `font` can draw: spaces of any kind become ' ', a letter with a mark the
 * font lacks loses the mark ('ő' → 'o', 'ł' → 'l'), and anything else becomes '?'.
 */
export function encodableText(text: string, font: PDFFont): string {
  const charset = charsetOf(font);
  let result = '';
  for (const char of text.normalize('NFC').replace(SPACES, ' ')) {
    const code = char.codePointAt(0)!;
    if (charset.has(code)) {
      result += char;
      continue;
    }
    const base = LOOKALIKES[char] ?? char.normalize('NFD').replace(COMBINING_MARKS, '');
    result += base.length > 0 && [...base].every((c) => charset.has(c.codePointAt(0)!)) ? base : '?';
  }
  return result;
}
