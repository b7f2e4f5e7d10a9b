import {
  apartmentLabel,
  formatBrDate,
  formatBrDateTime,
  formatCpf,
  type GuestListResponse,
  OCCUPANT_DOCUMENT_LABELS,
  type Occupant,
  pluralize,
} from '@estadia/domain';
import type { PdfBlock } from '../../../lib/pdf/pdf-blocks.ts';
import { PdfComposer } from '../../../lib/pdf/pdf-composer.ts';
import { createPdfDocument, savePdf } from '../../../lib/pdf/pdf-document.ts';

function documentText(occupant: Occupant): string {
  const { type, number } = occupant.document;
  return `${OCCUPANT_DOCUMENT_LABELS[type]} ${type === 'CPF' ? formatCpf(number) : number}`;
}

/** The list's content, top to bottom (the words tests read). */
export function guestListBlocks(list: GuestListResponse, generatedAt: Date): PdfBlock[] {
  const people = list.items.reduce((sum, item) => sum + item.occupants.length, 0);
  const blocks: PdfBlock[] = [
    {
      kind: 'title',
      text: 'Lista da portaria',
      subtitle: `${list.project.name} · noite de ${formatBrDate(list.date)}`,
    },
    {
      kind: 'paragraph',
      runs: [
        {
          text:
            `Quem pode entrar no prédio na noite de ${formatBrDate(list.date)}: ` +
            `${pluralize(list.items.length, 'apartamento')}, ${pluralize(people, 'pessoa')}. ` +
            'Confira o documento de cada pessoa na entrada.',
        },
      ],
      align: 'left',
    },
  ];
  if (list.items.length === 0)
    blocks.push({ kind: 'paragraph', runs: [{ text: 'Nenhum hóspede nesta noite.', bold: true }] });
  for (const item of list.items) {
    blocks.push({
      kind: 'heading',
      text: `${apartmentLabel(item.apartment)} — titular: ${item.customer.name}`,
    });
    blocks.push({
      kind: 'fields',
      rows: [
        { label: 'Chegada prevista', value: item.expectedArrivalTime ?? 'não informada' },
        { label: 'Placas', value: item.vehiclePlates.length ? item.vehiclePlates.join(', ') : 'nenhuma' },
        {
          label: 'Check-in',
          value: item.checkedInAt
            ? formatBrDateTime(new Date(item.checkedInAt), { seconds: false })
            : 'ainda não feito',
        },
      ],
    });
    blocks.push(
      item.occupants.length === 0
        ? { kind: 'paragraph', runs: [{ text: 'Hóspedes não cadastrados.', bold: true }], align: 'left' }
        : {
            kind: 'list',
            items: item.occupants.map((occupant) => [
              { text: occupant.name, bold: true },
              { text: ` — ${documentText(occupant)} — nascimento ${formatBrDate(occupant.birthdate)}` },
            ]),
          },
    );
  }
  blocks.push({ kind: 'space', height: 8 });
  blocks.push({
    kind: 'paragraph',
    runs: [{ text: `Gerada em ${formatBrDateTime(generatedAt, { seconds: false })} (horário de Brasília).` }],
    size: 8.5,
    muted: true,
    align: 'left',
  });
  return blocks;
}

/** 'Lista da portaria' as an A4 PDF to print at the building's entrance. */
export async function renderGuestListPdf(list: GuestListResponse, generatedAt: Date): Promise<Uint8Array> {
  const doc = await createPdfDocument({
    title: `Lista da portaria — ${list.project.name} — ${formatBrDate(list.date)}`,
    author: 'Estadia',
    date: generatedAt,
  });
  const composer = PdfComposer.create(doc);
  composer.add(guestListBlocks(list, generatedAt));
  composer.decorate({
    headerLeft: list.project.name,
    headerRight: `Lista da portaria · ${formatBrDate(list.date)}`,
    footer: (page, count) => `Página ${page} de ${count}`,
  });
  return savePdf(doc);
}
