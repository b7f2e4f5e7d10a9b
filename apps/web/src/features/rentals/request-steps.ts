// The five steps of a rental request. The step is kept in the address (?etapa=2) with the draft's id,
// so a reload comes back to the same place.

export const REQUEST_STEPS = [
  'Estadia',
  'Dados e documentos',
  'Garantia e pagamento',
  'Revisão',
  'Enviado',
] as const;
export type RequestStep = 1 | 2 | 3 | 4 | 5;

export const SENT_STEP: RequestStep = 5;

/** The step of the address; the first one when missing or unknown. A draft never opens on 'Enviado'. */
export function parseRequestStep(text: string | null, { sent }: { sent: boolean }): RequestStep {
  if (sent) return SENT_STEP;
  const step = Number(text);
  return Number.isInteger(step) && step >= 1 && step <= 4 ? (step as RequestStep) : 1;
}
