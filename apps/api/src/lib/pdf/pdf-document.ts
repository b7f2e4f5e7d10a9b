import { PDFDocument } from 'pdf-lib';

export interface PdfMetadata {
  title: string;
  subject?: string;
  author: string;
  /**
   * The document's creation and modification date. Pass an instant of the thing it describes that
   * never changes (a rental's approval, a payment's confirmation), never "now": the same input must
   * give the same bytes.
   */
  date: Date;
}

const PRODUCER = 'Estadia';

/**
 * An empty PDF whose bytes depend only on what is drawn in it: pdf-lib's own metadata (its name as
 * producer, the current time as dates) is replaced by fixed values, and it writes no random file id.
 */
export async function createPdfDocument(metadata: PdfMetadata): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(metadata.title, { showInWindowTitleBar: true });
  if (metadata.subject) doc.setSubject(metadata.subject);
  doc.setAuthor(metadata.author);
  doc.setCreator(PRODUCER);
  doc.setProducer(PRODUCER);
  doc.setLanguage('pt-BR');
  doc.setCreationDate(metadata.date);
  doc.setModificationDate(metadata.date);
  return doc;
}

/**
 * The file's bytes. A classic cross-reference table, not object streams: a signed copy is written as an
 * incremental update after these very bytes (see incremental-update.ts), which needs the classic form.
 */
export function savePdf(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ useObjectStreams: false });
}
