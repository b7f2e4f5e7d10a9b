import {
  bankCodeWithCheckDigit,
  encodeItf,
  formatBrDate,
  formatCnpj,
  formatCpfOrCnpj,
  formatDigitableLine,
  formatMoney,
} from '@estadia/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export interface BoletoPdfInput {
  beneficiary: { name: string; cnpj: string; address: string };
  payer: { name: string; cpfOrCnpj: string; address: string };
  bankCode: string;
  digitableLine: string;
  barcode: string;
  dueDate: string;
  amountCents: number;
  documentNumber: string;
  /** The bank's "nosso número"; the document number stands in when the bank gives none. */
  ourNumber?: string;
  description: string;
  /** The issue date printed on the boleto and written as the PDF's dates, so one input gives one file. */
  issuedAt: Date;
}

const MM = 72 / 25.4;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const LEFT = 10 * MM;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * LEFT;
const ROW_HEIGHT = 8.5 * MM;
const LABEL_SIZE = 6;
const VALUE_SIZE = 8.5;
const TWO_LINE_ROW_HEIGHT = ROW_HEIGHT + VALUE_SIZE + 2;
const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.35, 0.35, 0.35);

// FEBRABAN's ITF: a 0.72 pt (0.254 mm) narrow module, wide = 3 narrow, 13 mm tall. 44 digits take
// 405 narrow modules, 102.9 mm. The barcode starts 50 modules (12.7 mm) from the page's edge, so that
// at 300 dpi every edge falls on a whole pixel; it also leaves more than the 6.35 mm quiet zone.
const NARROW = 0.72;
const WIDE_RATIO = 3;
const BARCODE_HEIGHT = 13 * MM;
const BARCODE_LEFT = 50 * NARROW;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface Cell {
  label: string;
  value?: string;
  /** A share of the content width; a row's shares add up to 1. */
  share: number;
  alignRight?: boolean;
  bold?: boolean;
}

/**
 * Helvetica speaks WinAnsi: Portuguese accents are there, but a name with a character outside it would
 * make pdf-lib throw. Such a character loses its accent, or becomes '?'.
 */
function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ').trim()]
    .map((character) => {
      if (known.has(character.codePointAt(0)!)) return character;
      const bare = character.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return [...bare].every((part) => known.has(part.codePointAt(0)!)) ? bare : '?';
    })
    .join('');
}

function fitted(text: string, font: PDFFont, size: number, width: number): string {
  let fitting = printable(text, font);
  if (font.widthOfTextAtSize(fitting, size) <= width) return fitting;
  while (fitting.length > 0 && font.widthOfTextAtSize(`${fitting}…`, size) > width)
    fitting = fitting.slice(0, -1);
  return `${fitting.trimEnd()}…`;
}

function drawRow(page: PDFPage, fonts: Fonts, top: number, cells: Cell[], height = ROW_HEIGHT): number {
  let x = LEFT;
  for (const cell of cells) {
    const width = CONTENT_WIDTH * cell.share;
    page.drawRectangle({ x, y: top - height, width, height, borderColor: BLACK, borderWidth: 0.5 });
    page.drawText(fitted(cell.label, fonts.regular, LABEL_SIZE, width - 4), {
      x: x + 2,
      y: top - 2 - LABEL_SIZE,
      size: LABEL_SIZE,
      font: fonts.regular,
      color: GREY,
    });
    const font = cell.bold ? fonts.bold : fonts.regular;
    const lines = (cell.value ?? '').split('\n').filter((line) => line !== '');
    lines.forEach((line, index) => {
      const text = fitted(line, font, VALUE_SIZE, width - 6);
      const textWidth = font.widthOfTextAtSize(text, VALUE_SIZE);
      page.drawText(text, {
        x: cell.alignRight ? x + width - 3 - textWidth : x + 3,
        y: top - 5 - LABEL_SIZE - VALUE_SIZE - index * (VALUE_SIZE + 2),
        size: VALUE_SIZE,
        font,
        color: BLACK,
      });
    });
    x += width;
  }
  return top - height;
}

/** The bank's code with its check digit, boxed, and the formatted digitable line beside it. */
function drawBankHeader(page: PDFPage, fonts: Fonts, top: number, bankCode: string, line: string): number {
  const height = 9 * MM;
  const codeWidth = 26 * MM;
  const bottom = top - height;
  page.drawLine({
    start: { x: LEFT, y: bottom },
    end: { x: LEFT + CONTENT_WIDTH, y: bottom },
    thickness: 1.5,
  });
  for (const x of [LEFT + 1, LEFT + codeWidth]) {
    page.drawLine({ start: { x, y: bottom }, end: { x, y: top - 2 * MM }, thickness: 1.5 });
  }
  const code = bankCodeWithCheckDigit(bankCode);
  const codeSize = 15;
  page.drawText(code, {
    x: LEFT + (codeWidth - fonts.bold.widthOfTextAtSize(code, codeSize)) / 2,
    y: bottom + 2 * MM,
    size: codeSize,
    font: fonts.bold,
  });
  const lineSize = 11.5;
  page.drawText(line, {
    x: LEFT + CONTENT_WIDTH - fonts.bold.widthOfTextAtSize(line, lineSize),
    y: bottom + 2 * MM,
    size: lineSize,
    font: fonts.bold,
  });
  return bottom;
}

function drawTitle(page: PDFPage, fonts: Fonts, top: number, title: string): number {
  page.drawText(title, { x: LEFT, y: top - 10, size: 10, font: fonts.bold });
  return top - 14;
}

function drawNote(page: PDFPage, fonts: Fonts, top: number, text: string): number {
  const width = fonts.regular.widthOfTextAtSize(text, LABEL_SIZE);
  page.drawText(text, { x: LEFT + CONTENT_WIDTH - width, y: top - 8, size: LABEL_SIZE, font: fonts.regular });
  return top - 10;
}

function drawCutLine(page: PDFPage, fonts: Fonts, top: number): number {
  const y = top - 6 * MM;
  page.drawLine({
    start: { x: LEFT, y },
    end: { x: LEFT + CONTENT_WIDTH, y },
    thickness: 0.5,
    dashArray: [3, 3],
    color: GREY,
  });
  drawNote(page, fonts, y + 10, 'Corte na linha pontilhada');
  return y - 6 * MM;
}

/** The ITF symbol as filled rectangles, positions counted in whole narrow modules. */
function drawBarcode(page: PDFPage, barcode: string, bottom: number): void {
  let units = 0;
  for (const module of encodeItf(barcode)) {
    const width = module.wide ? WIDE_RATIO : 1;
    if (module.bar) {
      page.drawRectangle({
        x: BARCODE_LEFT + units * NARROW,
        y: bottom,
        width: width * NARROW,
        height: BARCODE_HEIGHT,
        color: BLACK,
      });
    }
    units += width;
  }
}

/**
 * The boleto as a bank prints it: the "Recibo do pagador" above the cut line, the "Ficha de
 * compensação" with the ITF barcode below it. The same input always gives the same bytes (the dates in
 * the file come from `issuedAt`, nothing from the clock), so a boleto downloaded twice is one file.
 */
export async function renderBoletoPdf(input: BoletoPdfInput): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  document.setTitle(`Boleto ${input.documentNumber}`);
  document.setCreator('Estadia');
  document.setProducer('Estadia');
  document.setLanguage('pt-BR');
  document.setCreationDate(input.issuedAt);
  document.setModificationDate(input.issuedAt);
  const fonts: Fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  const page = document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);

  const line = formatDigitableLine(input.digitableLine);
  const beneficiary = input.beneficiary;
  const payerDocument = formatCpfOrCnpj(input.payer.cpfOrCnpj);
  const dueDate = formatBrDate(input.dueDate);
  const amount = formatMoney(input.amountCents);
  const issuedOn = formatBrDate(input.issuedAt.toISOString());
  const ourNumber = input.ourNumber ?? input.documentNumber;

  let top = PAGE_HEIGHT - 12 * MM;
  top = drawTitle(page, fonts, top, 'Recibo do pagador');
  top = drawBankHeader(page, fonts, top, input.bankCode, line);
  top = drawRow(page, fonts, top, [
    { label: 'Beneficiário', value: beneficiary.name, share: 0.55 },
    { label: 'CNPJ', value: formatCnpj(beneficiary.cnpj), share: 0.25 },
    { label: 'Vencimento', value: dueDate, share: 0.2, alignRight: true, bold: true },
  ]);
  top = drawRow(page, fonts, top, [
    { label: 'Pagador', value: input.payer.name, share: 0.55 },
    { label: 'CPF/CNPJ', value: payerDocument, share: 0.25 },
    { label: 'Valor do documento', value: amount, share: 0.2, alignRight: true, bold: true },
  ]);
  top = drawRow(page, fonts, top, [
    { label: 'Nosso número', value: ourNumber, share: 0.3 },
    { label: 'Número do documento', value: input.documentNumber, share: 0.25 },
    { label: 'Data do documento', value: issuedOn, share: 0.25 },
    { label: 'Espécie', value: 'R$', share: 0.2 },
  ]);
  top = drawRow(page, fonts, top, [
    { label: 'Endereço do beneficiário', value: beneficiary.address, share: 1 },
  ]);
  top = drawRow(page, fonts, top, [{ label: 'Descrição', value: input.description, share: 1 }]);
  top = drawNote(page, fonts, top, 'Autenticação mecânica');
  top = drawCutLine(page, fonts, top - 10 * MM);

  top = drawTitle(page, fonts, top, 'Ficha de compensação');
  top = drawBankHeader(page, fonts, top, input.bankCode, line);
  top = drawRow(page, fonts, top, [
    {
      label: 'Local de pagamento',
      value: 'Pagável em qualquer banco ou aplicativo até o vencimento',
      share: 0.75,
    },
    { label: 'Vencimento', value: dueDate, share: 0.25, alignRight: true, bold: true },
  ]);
  top = drawRow(
    page,
    fonts,
    top,
    [
      {
        label: 'Beneficiário',
        value: `${beneficiary.name} — CNPJ ${formatCnpj(beneficiary.cnpj)}\n${beneficiary.address}`,
        share: 0.75,
      },
      { label: 'Nosso número', value: ourNumber, share: 0.25, alignRight: true },
    ],
    TWO_LINE_ROW_HEIGHT,
  );
  top = drawRow(page, fonts, top, [
    { label: 'Data do documento', value: issuedOn, share: 0.15 },
    { label: 'Número do documento', value: input.documentNumber, share: 0.2 },
    { label: 'Espécie doc.', value: 'DS', share: 0.1 },
    { label: 'Aceite', value: 'N', share: 0.1 },
    { label: 'Data do processamento', value: issuedOn, share: 0.2 },
    { label: '(=) Valor do documento', value: amount, share: 0.25, alignRight: true, bold: true },
  ]);
  top = drawRow(page, fonts, top, [
    { label: 'Uso do banco', share: 0.15 },
    { label: 'Carteira', share: 0.2 },
    { label: 'Espécie', value: 'R$', share: 0.1 },
    { label: 'Quantidade', share: 0.1 },
    { label: 'Valor', share: 0.2 },
    { label: '(-) Desconto / Abatimento', share: 0.25 },
  ]);
  const instructionsTop = top;
  top = drawRow(page, fonts, top, [
    { label: '', share: 0.75 },
    { label: '(+) Mora / Multa', share: 0.25 },
  ]);
  top = drawRow(page, fonts, top, [
    { label: '', share: 0.75 },
    { label: '(=) Valor cobrado', share: 0.25 },
  ]);
  // The instructions box spans both rows on the left: cover their inner border with one tall cell.
  page.drawRectangle({
    x: LEFT,
    y: top,
    width: CONTENT_WIDTH * 0.75,
    height: instructionsTop - top,
    color: rgb(1, 1, 1),
    borderColor: BLACK,
    borderWidth: 0.5,
  });
  drawRow(
    page,
    fonts,
    instructionsTop,
    [
      {
        label: 'Instruções (texto de responsabilidade do beneficiário)',
        value: input.description,
        share: 0.75,
      },
    ],
    instructionsTop - top,
  );
  top = drawRow(
    page,
    fonts,
    top,
    [
      {
        label: 'Pagador',
        value: `${input.payer.name} — CPF/CNPJ ${payerDocument}\n${input.payer.address}`,
        share: 1,
      },
    ],
    TWO_LINE_ROW_HEIGHT,
  );
  top = drawNote(page, fonts, top, 'Autenticação mecânica — Ficha de compensação');
  drawBarcode(page, input.barcode, top - 4 * MM - BARCODE_HEIGHT);

  return document.save();
}
