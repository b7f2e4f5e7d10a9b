import { describe, expect, it } from 'vitest';
import { blockNights } from './block-details-modal';
import { blockSummary, prepareBlockRequest } from './block-form-modal';

describe('block form', () => {
  it('turns dd/mm/aaaa into the request, and says what is missing or backwards', () => {
    expect(
      prepareBlockRequest({ apartmentId: 'a1', start: '24/11/2026', end: '27/11/2026', reason: 'Pintura' }),
    ).toEqual({ input: { start: '2026-11-24', end: '2026-11-27', reason: 'Pintura' }, errors: {} });
    expect(prepareBlockRequest({ apartmentId: '', start: '', end: '31/02/2026', reason: '' }).errors).toEqual(
      {
        apartmentId: 'Escolha o apartamento',
        start: 'Informe o início',
        end: 'Data inválida: use uma data existente no formato dd/mm/aaaa',
      },
    );
    expect(
      prepareBlockRequest({ apartmentId: 'a1', start: '27/11/2026', end: '27/11/2026', reason: 'Pintura' })
        .errors,
    ).toEqual({ end: 'O fim deve ser pelo menos 1 dia depois do início' });
  });

  it('sums up the nights: the end is the day the apartment is free again', () => {
    expect(blockSummary('24/11/2026', '27/11/2026')).toBe(
      '3 noites bloqueadas: de 24/11/2026 a 26/11/2026. O apartamento volta a ficar livre em 27/11/2026.',
    );
    expect(blockSummary('24/11/2026', '25/11/2026')).toMatch(
      /^1 noite bloqueada: de 24\/11\/2026 a 24\/11\/2026\./,
    );
    expect(blockSummary('24/11/2026', '24/11')).toBeNull();
    expect(blockSummary('27/11/2026', '24/11/2026')).toBeNull();
    expect(blockNights({ start: '2026-11-24', end: '2026-11-27' })).toBe(
      '3 noites, de 24/11/2026 a 26/11/2026 (livre em 27/11/2026)',
    );
  });
});
