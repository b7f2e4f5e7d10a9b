import { formatBrDate, JOURNAL_ENTRY_KIND_LABELS } from '@estadia/domain';
import type { JournalExportLine } from './journal-export.ts';
import type { JournalWindow } from './journal-repository.ts';

// The journal as a Brazilian spreadsheet opens it (like the occupancy report): UTF-8 with a BOM (Excel
// reads the accents), ';' between fields, amounts in reais with a decimal comma and no thousands
// separator, dates dd/MM/yyyy in Brasília; one row per line of an entry, so debits and credits add up
// column by column and the two totals are equal.

const BOM = '\uFEFF';
export const JOURNAL_CSV_HEADER = [
  'Lançamento',
  'Sequência',
  'Data',
  'Tipo',
  'Histórico',
  'Locação',
  'Pagamento',
  'Conta',
  'Nome da conta',
  'Débito (R$)',
  'Crédito (R$)',
];

/** A field quoted when it holds the separator, a quote or a line break (RFC 4180). */
function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** 123456 → '1234,56'. */
export function reaisField(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

/** Free text, never read by a spreadsheet as a formula (a leading =, +, - or @). */
function text(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function journalCsv(lines: readonly JournalExportLine[]): string {
  const rows = lines.map((line) =>
    [
      line.entryId,
      String(line.seq),
      formatBrDate(line.at.toISOString()),
      JOURNAL_ENTRY_KIND_LABELS[line.kind],
      text(line.description),
      line.rentalId ?? '',
      line.paymentId ?? '',
      line.account,
      line.accountName,
      reaisField(line.debitCents),
      reaisField(line.creditCents),
    ]
      .map(field)
      .join(';'),
  );
  return `${BOM}${[JOURNAL_CSV_HEADER.join(';'), ...rows].join('\r\n')}\r\n`;
}

export function journalCsvFileName(window: JournalWindow): string {
  return `diario-${window.from}-${window.to}.csv`;
}
