import {
  formatBrDate,
  formatBrDateTime,
  formatCpf,
  OCCUPANT_DOCUMENT_LABELS,
  type OccupantDocumentType,
} from '@estadia/domain';

// How the front desk writes a guest's document and the stay's facts.

export function documentLabel(document: { type: OccupantDocumentType; number: string }): string {
  const number = document.type === 'CPF' ? formatCpf(document.number) : document.number;
  return `${OCCUPANT_DOCUMENT_LABELS[document.type]} ${number}`;
}

export function birthdateLabel(birthdate: Date | string): string {
  return formatBrDate(birthdate);
}

/** 'dd/MM/yyyy HH:mm' in Brasília, or the words for "not yet". */
export function momentLabel(instant: string | null | undefined, none: string): string {
  return instant ? formatBrDateTime(new Date(instant), { seconds: false }) : none;
}

export function platesLabel(plates: readonly string[] | undefined): string {
  return plates && plates.length > 0 ? plates.join(', ') : 'Nenhuma';
}
