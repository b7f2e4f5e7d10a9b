import { describe, expect, it } from 'vitest';
import { CANCELLATION_REASON_LABELS, CANCELLATION_REASONS } from './cancellation-reasons.ts';
import { MODULES } from './modules.ts';
import { RENT_GUARANTEE_TYPE_LABELS, RENT_GUARANTEE_TYPES } from './rent-guarantee-types.ts';

describe('cancellation reasons', () => {
  it('have the Portuguese labels of the specification', () => {
    expect(CANCELLATION_REASONS).toHaveLength(4);
    expect(CANCELLATION_REASON_LABELS).toEqual({
      ACCOMMODATION_IS_NOT_NEEDED_ANYMORE: 'Não preciso mais de uma acomodação',
      MISTOOK_RESERVATION: 'Fiz a reserva por engano',
      APPROVAL_WAIT_TIME_TOO_LONG: 'Demora na resposta de aprovação',
      OTHER: 'Outro',
    });
  });
});

describe('rent guarantee types', () => {
  it('are labelled in Portuguese', () => {
    expect(RENT_GUARANTEE_TYPES).toEqual(['CREDPAGO', 'SECURITY_DEPOSIT', 'GUARANTOR']);
    expect(RENT_GUARANTEE_TYPE_LABELS).toEqual({
      CREDPAGO: 'CredPago',
      SECURITY_DEPOSIT: 'Caução',
      GUARANTOR: 'Fiador',
    });
  });
});

describe('modules', () => {
  it('are DASH, WEB and APP', () => {
    expect(MODULES).toEqual(['DASH', 'WEB', 'APP']);
  });
});
