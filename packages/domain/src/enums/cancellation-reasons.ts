export const CANCELLATION_REASONS = [
  'ACCOMMODATION_IS_NOT_NEEDED_ANYMORE',
  'MISTOOK_RESERVATION',
  'APPROVAL_WAIT_TIME_TOO_LONG',
  'OTHER',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const CANCELLATION_REASON_LABELS: Record<CancellationReason, string> = {
  ACCOMMODATION_IS_NOT_NEEDED_ANYMORE: 'Não preciso mais de uma acomodação',
  MISTOOK_RESERVATION: 'Fiz a reserva por engano',
  APPROVAL_WAIT_TIME_TOO_LONG: 'Demora na resposta de aprovação',
  OTHER: 'Outro',
};
