import { parseBrDate } from '@estadia/domain';

export const INVALID_BR_DATE_MESSAGE = 'Data inválida: use uma data existente no formato dd/mm/aaaa';

/**
 * A dd/MM/yyyy field for a schema that expects 'YYYY-MM-DD': the ISO date, or the message to show
 * under the field.
 */
export function readBrDateField(
  text: string,
  emptyMessage = 'Informe a data',
): { iso: string; error?: undefined } | { iso?: undefined; error: string } {
  if (text.trim() === '') return { error: emptyMessage };
  const iso = parseBrDate(text);
  return iso ? { iso } : { error: INVALID_BR_DATE_MESSAGE };
}
