import {
  formatBrDate,
  formatBrDateTime,
  INSPECTION_KIND_LABELS,
  type InspectionAcknowledgement,
  type InspectionItem,
  type InspectionKind,
  ITEM_CONDITION_LABELS,
} from '@estadia/domain';
import type { PdfBlock } from '../../lib/pdf/pdf-blocks.ts';
import { PdfComposer } from '../../lib/pdf/pdf-composer.ts';
import { createPdfDocument, savePdf } from '../../lib/pdf/pdf-document.ts';
import type { PdfPhoto } from '../../lib/pdf/pdf-photos.ts';

export interface InspectionPdfInput {
  companyName: string;
  inspectionId: string;
  kind: InspectionKind;
  /** Also the PDF's date: the same inspection always gives the same bytes (until it is answered). */
  createdAt: Date;
  contestDeadline: Date;
  customerName: string;
  /** 'Estadia Pinheiros – Studio, Bloco A · 2º andar · Apto 203' */
  stay: string;
  /** '10/01/2026 a 15/01/2026' */
  period: string;
  items: InspectionItem[];
  acknowledgement?: InspectionAcknowledgement;
  /** The photos' bytes by file name (JPEG or PNG). */
  photos: Map<string, { bytes: Uint8Array; mediaType: string }>;
}

/** Items grouped by room, in the order the rooms first appear, each with its index in the inspection. */
export function itemsByRoom(
  items: readonly InspectionItem[],
): [string, { item: InspectionItem; index: number }[]][] {
  const rooms = new Map<string, { item: InspectionItem; index: number }[]>();
  items.forEach((item, index) => {
    const list = rooms.get(item.room) ?? [];
    if (list.length === 0) rooms.set(item.room, list);
    list.push({ item, index });
  });
  return [...rooms];
}

function answerBlocks(input: InspectionPdfInput): PdfBlock[] {
  const answer = input.acknowledgement;
  if (!answer)
    return [
      {
        kind: 'paragraph',
        runs: [
          {
            text:
              `O locatário pode concordar com esta vistoria ou contestar itens até ` +
              `${formatBrDateTime(input.contestDeadline, { seconds: false })} (horário de Brasília). ` +
              'Depois desse prazo, ela vale como registrada.',
          },
        ],
      },
    ];
  const at = formatBrDateTime(new Date(answer.at), { seconds: false });
  if (answer.agreed)
    return [{ kind: 'paragraph', runs: [{ text: `O locatário concordou com esta vistoria em ${at}.` }] }];
  return [
    { kind: 'paragraph', runs: [{ text: `O locatário contestou itens desta vistoria em ${at}:` }] },
    {
      kind: 'list',
      items: answer.comments.map((comment) => {
        const item = input.items[comment.itemIndex];
        const label = item ? `${item.room} – ${item.item}` : `Item ${comment.itemIndex + 1}`;
        return [{ text: `${label}: `, bold: true }, { text: comment.text }];
      }),
    },
  ];
}

/** The inspection's words and photos, room by room (the photos already embedded in the document). */
export function inspectionBlocks(
  input: InspectionPdfInput,
  embedded: Map<string, PdfPhoto['image']>,
): PdfBlock[] {
  const blocks: PdfBlock[] = [
    {
      kind: 'title',
      text: INSPECTION_KIND_LABELS[input.kind],
      subtitle: `Realizada em ${formatBrDate(input.createdAt)}`,
    },
    {
      kind: 'fields',
      rows: [
        { label: 'Locatário', value: input.customerName },
        { label: 'Imóvel', value: input.stay },
        { label: 'Período da locação', value: input.period },
        {
          label: 'Registro',
          value: `${formatBrDateTime(input.createdAt, { seconds: false })} (horário de Brasília)`,
        },
        { label: 'Identificador', value: input.inspectionId },
      ],
    },
    {
      kind: 'paragraph',
      runs: [
        {
          text:
            'Estado de cada item do imóvel mobiliado, com fotos, conforme o art. 48, parágrafo único, e o ' +
            'art. 23, III, da Lei nº 8.245/1991. Estados: Novo, Bom estado, Desgastado ou Danificado.',
        },
      ],
      size: 9,
      muted: true,
    },
  ];
  for (const [room, entries] of itemsByRoom(input.items)) {
    blocks.push({ kind: 'heading', text: room });
    for (const { item, index } of entries) {
      blocks.push({
        kind: 'paragraph',
        runs: [
          { text: `${index + 1}. ${item.item}: `, bold: true },
          { text: ITEM_CONDITION_LABELS[item.condition] },
          ...(item.notes ? [{ text: ` — ${item.notes}` }] : []),
        ],
        align: 'left',
      });
      const photos = item.photos.flatMap((fileName, photoIndex) => {
        const image = embedded.get(fileName);
        return image ? [{ image, caption: `${item.item}, foto ${photoIndex + 1}` }] : [];
      });
      if (photos.length > 0) blocks.push({ kind: 'photos', photos });
    }
  }
  blocks.push(
    { kind: 'rule' },
    { kind: 'heading', text: 'Manifestação do locatário' },
    ...answerBlocks(input),
  );
  return blocks;
}

/**
 * The inspection as a PDF with its photos. Standard fonts and fixed metadata (decision 0009), so the same
 * inspection and answer always give the same bytes.
 */
export async function renderInspectionPdf(input: InspectionPdfInput): Promise<Uint8Array> {
  const title = INSPECTION_KIND_LABELS[input.kind];
  const doc = await createPdfDocument({ title, author: input.companyName, date: input.createdAt });
  const embedded = new Map<string, PdfPhoto['image']>();
  for (const [fileName, photo] of input.photos) {
    // A copy of its own: pdf-lib reads a JPEG through its whole ArrayBuffer, ignoring the byte offset a
    // small Buffer has inside Node's shared pool.
    const bytes = new Uint8Array(photo.bytes);
    try {
      embedded.set(
        fileName,
        photo.mediaType === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes),
      );
    } catch {
      // The upload only checked the file's first bytes: an image pdf-lib cannot read is left out of the
      // PDF (the web page still links it) rather than making the whole inspection unreadable.
    }
  }
  const composer = PdfComposer.create(doc);
  composer.add(inspectionBlocks(input, embedded));
  composer.decorate({
    headerLeft: input.companyName,
    headerRight: `${title} · ${formatBrDate(input.createdAt)}`,
    footer: (page, count) => `Página ${page} de ${count}`,
  });
  return savePdf(doc);
}
