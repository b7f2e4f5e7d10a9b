import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWERS, readAnswers } from './accept-invitation';

const COMPLETE = {
  ...EMPTY_ANSWERS,
  birthdate: '12/03/1970',
  maritalStatus: 'SOLTEIRO' as const,
  income: 'R$ 12.500,00',
  street: 'Rua das Acácias',
  number: '120',
  postCode: '38400-100',
  city: 'Uberlândia',
  state: 'MG',
  documents: ['rg.jpg', null],
};

describe("the fiador's answers", () => {
  it('become the API request: the date in ISO, the income in cents, the documents sent', () => {
    const read = readAnswers(COMPLETE);
    expect(read.problems).toBeUndefined();
    expect(read).toMatchObject({
      request: {
        birthdate: '1970-03-12',
        maritalStatus: 'SOLTEIRO',
        monthlyIncomeCents: 1_250_000,
        documents: ['rg.jpg'],
        address: { street: 'Rua das Acácias', postCode: '38400100' },
      },
    });
  });

  it('ask a married fiador for the spouse, and say what is missing under each field', () => {
    const married = readAnswers({ ...COMPLETE, maritalStatus: 'CASADO' });
    expect(married.problems?.spouseName).toBeDefined();
    const empty = readAnswers(EMPTY_ANSWERS);
    expect(Object.keys(empty.problems ?? {}).sort()).toEqual(
      ['address', 'birthdate', 'documents', 'income', 'maritalStatus'].sort(),
    );
  });
});
