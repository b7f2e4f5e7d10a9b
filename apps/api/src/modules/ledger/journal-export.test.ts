import { describe, expect, it } from 'vitest';
import { journalWindow } from './journal-export.ts';
import { journalCsv } from './journal-export-csv.ts';
import { trialBalanceCutoff } from './trial-balance.ts';

// The windows and the cut-off the accountant's routes read, and the CSV's text fields.

const NOW = new Date('2026-11-28T01:00:00Z'); // 27/11 at 22:00 in Brasília

describe('the journal’s window', () => {
  it('defaults to the month so far in Brasília, and keeps a lone from within two years and not after today', () => {
    expect(journalWindow({}, NOW)).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(journalWindow({ to: '2026-02-10' }, NOW)).toEqual({ from: '2026-02-01', to: '2026-02-10' });
    expect(journalWindow({ from: '2026-10-05' }, NOW)).toEqual({ from: '2026-10-05', to: '2026-11-27' });
    expect(journalWindow({ from: '2020-01-01' }, NOW)).toEqual({ from: '2020-01-01', to: '2022-01-01' });
    expect(journalWindow({ from: '2027-03-01' }, NOW)).toEqual({ from: '2027-03-01', to: '2027-03-01' });
  });
});

describe('the trial balance’s cut-off', () => {
  it('takes a day at its last instant in Brasília, an instant as it is, nothing as now', () => {
    expect(trialBalanceCutoff({ at: '2026-11-27' }, NOW).toISOString()).toBe('2026-11-28T02:59:59.999Z');
    expect(trialBalanceCutoff({ at: '2026-11-27T10:00:00.000Z' }, NOW).toISOString()).toBe(
      '2026-11-27T10:00:00.000Z',
    );
    expect(trialBalanceCutoff({}, NOW)).toBe(NOW);
  });
});

describe('the journal’s CSV', () => {
  it('never lets a spreadsheet read a description as a formula', () => {
    const csv = journalCsv([
      {
        entryId: 'e',
        seq: 1,
        at: NOW,
        kind: 'CHARGE',
        description: '=HYPERLINK("x")',
        rentalId: null,
        paymentId: null,
        account: '1.1.1',
        accountName: 'Clientes a receber',
        debitCents: 5,
        creditCents: 0,
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      `e;1;27/11/2026;Cobrança;"'=HYPERLINK(""x"")";;;1.1.1;Clientes a receber;0,05;0,00`,
    );
  });
});
