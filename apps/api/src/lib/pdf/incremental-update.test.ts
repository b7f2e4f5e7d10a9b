import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { appendIncrementalUpdate } from './incremental-update.ts';
import { PdfComposer } from './pdf-composer.ts';
import { createPdfDocument, savePdf } from './pdf-document.ts';

async function original(pages: number): Promise<Uint8Array> {
  const doc = await createPdfDocument({
    title: 'Original',
    author: 'Estadia',
    date: new Date('2025-01-01T00:00:00Z'),
  });
  const composer = PdfComposer.create(doc);
  for (let page = 0; page < pages; page += 1) {
    composer.add([
      { kind: 'title', text: `Página ${page + 1}` },
      { kind: 'space', height: 2000 },
    ]);
  }
  composer.decorate({ footer: (number, count) => `Página ${number} de ${count}` });
  return savePdf(doc);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('appendIncrementalUpdate', () => {
  it('keeps the original bytes as they were and adds the new page after them', async () => {
    const before = await original(2);
    const after = await appendIncrementalUpdate(before, (doc) => {
      const composer = PdfComposer.create(doc);
      composer.add([{ kind: 'title', text: 'Anexo' }]);
      composer.decorate({ footer: () => 'Anexo' });
    });
    expect(sha256(after.subarray(0, before.length))).toBe(sha256(before));
    expect(after.length).toBeGreaterThan(before.length);

    const loaded = await PDFDocument.load(after, { updateMetadata: false });
    expect(loaded.getPageCount()).toBe(3);
    expect(loaded.getTitle()).toBe('Original');
    // The update is the tail: a cross-reference section that points back to the original's.
    const tail = Buffer.from(after.subarray(before.length)).toString('latin1');
    expect(tail).toMatch(/\nxref\n/);
    expect(tail).toMatch(/\/Prev \d+\n/);
    expect(tail.endsWith('%%EOF\n')).toBe(true);
  });

  it('writes the same bytes for the same original and the same change', async () => {
    const before = await original(1);
    const change = (doc: PDFDocument) => {
      PdfComposer.create(doc).add([{ kind: 'title', text: 'Anexo' }]);
    };
    const [a, b] = [
      await appendIncrementalUpdate(before, change),
      await appendIncrementalUpdate(before, change),
    ];
    expect(sha256(a)).toBe(sha256(b));
  });

  it('refuses a PDF whose cross-reference is a stream (object streams)', async () => {
    const doc = await createPdfDocument({ title: 'x', author: 'y', date: new Date(0) });
    doc.addPage();
    const compact = await doc.save({ useObjectStreams: true });
    await expect(appendIncrementalUpdate(compact, () => {})).rejects.toThrow(/cross-reference stream/);
  });
});
