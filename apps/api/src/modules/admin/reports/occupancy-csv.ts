import type { OccupancyFigures, OccupancyReport } from '@estadia/domain';

// The occupancy report as a spreadsheet opens it in Brazil: UTF-8 with a BOM (Excel reads the accents),
// ';' between fields and a decimal comma, as Excel does with the pt-BR locale; one line per project and
// the total last.

const BOM = '\uFEFF';
const HEADER = [
  'Empreendimento',
  'Noites disponíveis',
  'Noites vendidas',
  'Ocupação (%)',
  'Receita (R$)',
  'Diária média - ADR (R$)',
  'RevPAR (R$)',
];

/** A field quoted when it holds the separator, a quote or a line break (RFC 4180). */
function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** 123456 → '1234,56': no thousands separator, which spreadsheets would read as text. */
function reais(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

/** 0.4567 → '45,67'. */
function percent(ratio: number): string {
  return (ratio * 100).toFixed(2).replace('.', ',');
}

function line(name: string, figures: OccupancyFigures): string {
  return [
    field(name),
    String(figures.nightsAvailable),
    String(figures.nightsSold),
    percent(figures.occupancy),
    reais(figures.revenueCents),
    reais(figures.adrCents),
    reais(figures.revparCents),
  ].join(';');
}

export function occupancyCsv(report: OccupancyReport): string {
  const lines = [
    HEADER.join(';'),
    ...report.projects.map((project) => line(project.projectName, project)),
    line('Total', report.total),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

export function occupancyCsvFileName(report: Pick<OccupancyReport, 'from' | 'to'>): string {
  return `ocupacao-${report.from}-a-${report.to}.csv`;
}
