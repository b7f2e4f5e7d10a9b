import { describe, expect, it } from 'vitest';
import { describeDetails } from './audit-details';
import { describeTarget } from './audit-target';
import { RENTAL_ID } from './test-audit';

describe('describeDetails', () => {
  it('words each kind of entry for people', () => {
    expect(describeDetails({ action: 'rental.approve', details: {} })).toEqual([]);
    expect(describeDetails({ action: 'rental.check_in', details: { occupants: 2 } })).toEqual([
      'Hóspedes cadastrados: 2',
    ]);
    expect(describeDetails({ action: 'rental.check_out', details: {} })).toEqual([]);
    expect(
      describeDetails({
        action: 'rental.reject',
        details: { reason: 'OTHER', note: 'Documentos ilegíveis' },
      }),
    ).toEqual(['Motivo: Documentos ilegíveis']);
    expect(
      describeDetails({
        action: 'block.create',
        details: { start: '2026-04-01', end: '2026-04-05', reason: 'Pintura' },
      }),
    ).toEqual(['01/04/2026 a 05/04/2026', 'Motivo: Pintura']);
    expect(
      describeDetails({
        action: 'modality.update_prices',
        details: {
          modality: 'Studio',
          before: { priceShortPeriod: 200, priceLongPeriod: 3000, dynamicPrices: null },
          after: { priceShortPeriod: 220.5, priceLongPeriod: 3000, dynamicPrices: null },
        },
      }),
    ).toEqual(['Diária: R$ 200,00 → R$ 220,50']);
    expect(
      describeDetails({
        action: 'modality.update_prices',
        details: {
          modality: 'Studio',
          before: { priceShortPeriod: 200, priceLongPeriod: 3000, securityDepositCents: null },
          after: { priceShortPeriod: 200, priceLongPeriod: 3000, securityDepositCents: 600_000 },
        },
      }),
    ).toEqual(['Caução: nenhuma → R$ 6.000,00']);
    expect(
      describeDetails({
        action: 'payment.refund',
        details: { amountCents: 50_000, paidCents: 123_456, note: 'Desistência' },
      }),
    ).toEqual(['Reembolso: R$ 500,00 de R$ 1.234,56 pagos', 'Observação: Desistência']);
    expect(describeDetails({ action: 'payment.confirm', details: { amountCents: 99_900 } })).toEqual([
      'Valor: R$ 999,00',
    ]);
    expect(
      describeDetails({ action: 'staff.invite', details: { role: 'FINANCE', existingAccount: true } }),
    ).toEqual(['Perfil: Financeiro', 'Já tinha conta de cliente']);
    expect(
      describeDetails({ action: 'staff.update_role', details: { before: null, after: 'BOOKINGS' } }),
    ).toEqual(['Perfil personalizado → Reservas']);
    expect(describeDetails({ action: 'staff.revoke', details: { role: 'ADMIN' } })).toEqual([
      'Perfil que tinha: Administração',
    ]);
  });

  it('ignores details of an unexpected shape', () => {
    expect(describeDetails({ action: 'payment.refund', details: { amountCents: 'muito' } })).toEqual([]);
    expect(describeDetails({ action: 'block.delete', details: { start: 3 } })).toEqual([]);
  });
});

describe('describeTarget', () => {
  it('names the target and the rental it leads to', () => {
    expect(describeTarget({ target: `rental:${RENTAL_ID}`, details: {} })).toEqual({
      kind: 'rental',
      id: RENTAL_ID,
      kindLabel: 'Locação',
      name: '3F2A9C1B',
      label: 'Locação 3F2A9C1B',
      rentalId: RENTAL_ID,
    });
    expect(
      describeTarget({
        target: 'payment:0a0b0c0d-0000-4000-8000-000000000000',
        details: { rentalId: RENTAL_ID },
      }),
    ).toMatchObject({ label: 'Pagamento 0A0B0C0D', rentalId: RENTAL_ID });
    expect(
      describeTarget({
        target: 'user:0a0b0c0d-0000-4000-8000-000000000000',
        details: { email: 'bia@e.com' },
      }),
    ).toMatchObject({ label: 'Membro da equipe bia@e.com', rentalId: null });
    expect(describeTarget({ target: 'modality:abc', details: { modality: 'Studio' } }).label).toBe(
      'Modalidade Studio',
    );
    expect(describeTarget({ target: 'algo-sem-tipo', details: {} })).toMatchObject({
      kind: null,
      label: 'algo-sem-tipo',
    });
  });
});
