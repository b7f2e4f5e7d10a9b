import { PDFDocument, type PDFObject } from 'pdf-lib';

// A signed copy must contain the very bytes that were signed. Rewriting the file (what pdf-lib's save
// does) would renumber and re-encode everything; an incremental update (ISO 32000-1, 7.5.6) instead
// appends the new and changed objects and a new cross-reference section after the original bytes,
// which stay untouched: the first N bytes of the copy are the original, hash for hash.

const ascii = new TextEncoder();

function serialize(object: PDFObject): Uint8Array {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return bytes;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** The offset the original's `startxref` points to, which must be a classic `xref` table. */
function previousXrefOffset(original: Uint8Array): number {
  const tail = Buffer.from(original.subarray(Math.max(0, original.length - 1024))).toString('latin1');
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!match) throw new Error('PDF without a final startxref');
  const offset = Number(match[1]);
  const at = Buffer.from(original.subarray(offset, offset + 4)).toString('latin1');
  if (at !== 'xref')
    throw new Error('PDF with a cross-reference stream: save it with useObjectStreams false');
  return offset;
}

/** Cross-reference subsections: runs of consecutive object numbers. */
function xrefSection(entries: readonly { number: number; offset: number }[]): string {
  const sorted = [...entries].sort((a, b) => a.number - b.number);
  let text = 'xref\n';
  let index = 0;
  while (index < sorted.length) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1]!.number === sorted[end]!.number + 1) end += 1;
    text += `${sorted[index]!.number} ${end - index + 1}\n`;
    for (let entry = index; entry <= end; entry += 1) {
      // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, two-byte end of line.
      text += `${String(sorted[entry]!.offset).padStart(10, '0')} 00000 n \n`;
    }
    index = end + 1;
  }
  return text;
}

/**
 * `original` (a PDF saved by savePdf) followed by an incremental update with whatever `change` does to
 * the loaded document (typically: add pages). Objects `change` leaves alone are not written again.
 */
export async function appendIncrementalUpdate(
  original: Uint8Array,
  change: (doc: PDFDocument) => Promise<void> | void,
): Promise<Uint8Array> {
  const previousXref = previousXrefOffset(original);
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const { context } = doc;
  const before = new Map<string, Uint8Array>();
  for (const [ref, object] of context.enumerateIndirectObjects())
    before.set(ref.toString(), serialize(object));

  await change(doc);
  // Fonts and images are written into the document's objects only when flushed.
  await doc.flush();

  const chunks: Uint8Array[] = [original];
  let offset = original.length;
  const push = (bytes: Uint8Array) => {
    chunks.push(bytes);
    offset += bytes.length;
  };
  // The original ends right after '%%EOF'; the update starts on a line of its own.
  if (original[original.length - 1] !== 0x0a) push(ascii.encode('\n'));

  const entries: { number: number; offset: number }[] = [];
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const bytes = serialize(object);
    const previous = before.get(ref.toString());
    if (previous && sameBytes(previous, bytes)) continue;
    entries.push({ number: ref.objectNumber, offset });
    push(ascii.encode(`${ref.objectNumber} ${ref.generationNumber} obj\n`));
    push(bytes);
    push(ascii.encode('\nendobj\n'));
  }

  const xrefOffset = offset;
  const { Root, Info } = context.trailerInfo;
  const trailer = [
    `/Size ${context.largestObjectNumber + 1}`,
    Root ? `/Root ${Root.toString()}` : '',
    Info ? `/Info ${Info.toString()}` : '',
    `/Prev ${previousXref}`,
  ].filter(Boolean);
  push(
    ascii.encode(
      `${xrefSection(entries)}trailer\n<<\n${trailer.join('\n')}\n>>\nstartxref\n${xrefOffset}\n%%EOF\n`,
    ),
  );
  return new Uint8Array(Buffer.concat(chunks));
}
