import { describe, expect, it } from 'vitest';
import { calendarFileName, chargeFileName, contractFileName } from './file-names';

const RENT_ID = '3f2a9c1b-7a51-4c7e-9d1a-2f6a8e4b5c10';

describe('file names', () => {
  it('carry the rental’s short code, and the month of a monthly plan', () => {
    expect(contractFileName(RENT_ID)).toBe('contrato-3F2A9C1B.pdf');
    expect(contractFileName(RENT_ID, { signed: true })).toBe('contrato-assinado-3F2A9C1B.pdf');
    expect(calendarFileName(RENT_ID)).toBe('estadia-3F2A9C1B.ics');
    expect(chargeFileName('recibo', { rentalId: RENT_ID, installment: { number: 1, count: 1 } })).toBe(
      'recibo-3F2A9C1B.pdf',
    );
    expect(chargeFileName('boleto', { rentalId: RENT_ID, installment: { number: 2, count: 3 } })).toBe(
      'boleto-3F2A9C1B-2-de-3.pdf',
    );
  });
});
