import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16CcittFalse } from './crc16.ts';
import { buildPixBrCode, isValidPixBrCode, normalizePixText, parseEmvFields } from './pix-br-code.ts';

/** The static example of the Banco Central's "Manual de Padrões para Iniciação do Pix". */
const BCB_STATIC_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR' +
  '5913Fulano de Tal6008BRASILIA62070503***63041D3D';

/** A published dynamic code: a location URL in 26.25, an amount, a reference in 62.05. */
const DYNAMIC_EXAMPLE =
  '00020101021226720014br.gov.bcb.pix2550bx.com.br/pix/8b3da2f3-9a41-40d1-a91a-bd93113bd441' +
  '5204000053039865406123.455802BR5913Fulano de Tal6008BRASILIA62190515RP12345678-2019630445C8';

const EVP_KEY = '123e4567-e12b-12d1-a456-426655440000';

describe('the published examples', () => {
  it('end with the CRC of everything before it', () => {
    expect(crc16CcittFalse(BCB_STATIC_EXAMPLE.slice(0, -4))).toBe('1D3D');
    expect(crc16CcittFalse(DYNAMIC_EXAMPLE.slice(0, -4))).toBe('45C8');
    expect(isValidPixBrCode(BCB_STATIC_EXAMPLE)).toBe(true);
    expect(isValidPixBrCode(DYNAMIC_EXAMPLE)).toBe(true);
  });

  it('parse into their fields', () => {
    const fields = parseEmvFields(BCB_STATIC_EXAMPLE);
    expect([...fields.keys()]).toEqual(['00', '26', '52', '53', '58', '59', '60', '62', '63']);
    expect(fields.get('59')).toBe('Fulano de Tal');
    expect(fields.get('60')).toBe('BRASILIA');
    expect(fields.get('63')).toBe('1D3D');
    const account = parseEmvFields(fields.get('26')!);
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toBe(EVP_KEY);
    expect(parseEmvFields(fields.get('62')!).get('05')).toBe('***');
    expect(parseEmvFields(DYNAMIC_EXAMPLE).get('54')).toBe('123.45');
  });
});

describe('buildPixBrCode', () => {
  it('builds the manual example with a txid of our own (CRC cross-checked with Python binascii)', () => {
    const code = buildPixBrCode({
      key: EVP_KEY,
      amountCents: 0,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: 'ESTADIA1',
    });
    // The published example with field 62 '0503***' replaced by '0508ESTADIA1', and a new CRC.
    expect(code).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR' +
        '5913Fulano de Tal6008BRASILIA62120508ESTADIA1630456E4',
    );
  });

  it('puts the amount in field 54 and the description in 26.02', () => {
    const code = buildPixBrCode({
      key: EVP_KEY,
      amountCents: 123_456,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: 'ESTADIA1',
      description: 'Aluguel',
    });
    expect(code).toBe(
      '00020126690014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400000207Aluguel' +
        '52040000530398654071234.565802BR5913Fulano de Tal6008BRASILIA62120508ESTADIA16304B4B9',
    );
  });

  const base = {
    key: EVP_KEY,
    amountCents: 1,
    merchantName: 'Estadia',
    merchantCity: 'Uberlandia',
    txid: 'A1',
  };

  it('writes the amount with two decimals and a dot', () => {
    const amount = (amountCents: number) =>
      parseEmvFields(buildPixBrCode({ ...base, amountCents })).get('54');
    expect(amount(1)).toBe('0.01');
    expect(amount(100)).toBe('1.00');
    expect(amount(123_456)).toBe('1234.56');
    expect(amount(0)).toBeUndefined();
  });

  it('takes the accents off and cuts the name to 25 and the city to 15 characters', () => {
    const fields = parseEmvFields(
      buildPixBrCode({
        ...base,
        merchantName: 'Locações Estadia São João Ltda. Filial Uberlândia',
        merchantCity: 'São José dos Campos do Sul',
      }),
    );
    expect(fields.get('59')).toBe('Locacoes Estadia Sao Joao');
    expect(fields.get('60')).toBe('Sao Jose dos Ca');
  });

  it('cuts the description so that field 26 stays within 99 characters', () => {
    const fields = parseEmvFields(buildPixBrCode({ ...base, description: 'x'.repeat(200) }));
    expect(fields.get('26')).toHaveLength(99);
    expect(parseEmvFields(fields.get('26')!).get('02')).toBe('x'.repeat(99 - 18 - 40 - 4));
  });

  it('refuses a txid that is empty, too long or not letters and digits', () => {
    for (const txid of ['', '***', 'a-b', 'ação', 'A'.repeat(26)]) {
      expect(() => buildPixBrCode({ ...base, txid })).toThrow(
        expect.objectContaining({ code: 'INVALID_PIX_TXID' }),
      );
    }
    expect(() => buildPixBrCode({ ...base, txid: 'A'.repeat(25) })).not.toThrow();
  });

  it('refuses a negative or fractional amount and a key that does not fit', () => {
    expect(() => buildPixBrCode({ ...base, amountCents: -1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_PIX_AMOUNT' }),
    );
    expect(() => buildPixBrCode({ ...base, amountCents: 1.5 })).toThrow(
      expect.objectContaining({ code: 'INVALID_PIX_AMOUNT' }),
    );
    expect(() => buildPixBrCode({ ...base, key: 'k'.repeat(78) })).toThrow(
      expect.objectContaining({ code: 'INVALID_PIX_KEY' }),
    );
  });

  it('gives back the same fields it was given, under a valid CRC', () => {
    const printable = fc.string({
      unit: fc.constantFrom(...'abcxyzABCXYZ019 .-@ãçéÕ'.split('')),
      minLength: 1,
    });
    fc.assert(
      fc.property(
        fc.record({
          key: fc.oneof(
            fc.uuid(),
            fc.emailAddress().filter((email) => email.length <= 77),
          ),
          amountCents: fc.integer({ min: 0, max: 999_999_999_999 }),
          merchantName: printable.filter((text) => normalizePixText(text, 25) !== ''),
          merchantCity: printable.filter((text) => normalizePixText(text, 15) !== ''),
          txid: fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
          description: fc.option(printable, { nil: undefined }),
        }),
        (input) => {
          const code = buildPixBrCode(input);
          expect(isValidPixBrCode(code)).toBe(true);
          const fields = parseEmvFields(code);
          const account = parseEmvFields(fields.get('26')!);
          expect(fields.get('00')).toBe('01');
          expect(account.get('00')).toBe('br.gov.bcb.pix');
          expect(account.get('01')).toBe(input.key);
          expect(fields.get('26')!.length).toBeLessThanOrEqual(99);
          expect(fields.get('52')).toBe('0000');
          expect(fields.get('53')).toBe('986');
          const amount = fields.get('54');
          expect(amount === undefined ? 0 : Math.round(Number(amount) * 100)).toBe(input.amountCents);
          expect(fields.get('58')).toBe('BR');
          expect(fields.get('59')).toBe(normalizePixText(input.merchantName, 25));
          expect(fields.get('60')).toBe(normalizePixText(input.merchantCity, 15));
          expect(parseEmvFields(fields.get('62')!).get('05')).toBe(input.txid);
        },
      ),
    );
  });
});

describe('normalizePixText', () => {
  it('keeps printable ASCII without accents, trimmed and cut', () => {
    expect(normalizePixText('  Ação Çedilha Ünico  ', 50)).toBe('Acao Cedilha Unico');
    expect(normalizePixText('São Paulo', 4)).toBe('Sao');
    expect(normalizePixText('Emoji 😀 fora\n', 50)).toBe('Emoji  fora');
  });
});

describe('parseEmvFields', () => {
  it('refuses a length that runs past the end or is not two digits', () => {
    expect(() => parseEmvFields('000201260')).toThrow(expect.objectContaining({ code: 'INVALID_PIX_CODE' }));
    expect(() => parseEmvFields('0005abc')).toThrow(expect.objectContaining({ code: 'INVALID_PIX_CODE' }));
    expect(() => parseEmvFields('00x201')).toThrow(expect.objectContaining({ code: 'INVALID_PIX_CODE' }));
  });

  it('reads an empty payload as no fields', () => {
    expect(parseEmvFields('').size).toBe(0);
  });
});

describe('isValidPixBrCode', () => {
  it('refuses a changed character, a wrong CRC, a cut payload and garbage', () => {
    expect(isValidPixBrCode(BCB_STATIC_EXAMPLE.replace('Fulano', 'Fulana'))).toBe(false);
    expect(isValidPixBrCode(`${BCB_STATIC_EXAMPLE.slice(0, -4)}1D3E`)).toBe(false);
    expect(isValidPixBrCode(BCB_STATIC_EXAMPLE.slice(0, -1))).toBe(false);
    expect(isValidPixBrCode('not a pix code')).toBe(false);
  });

  it('accepts the CRC in lowercase, as some issuers write it', () => {
    expect(isValidPixBrCode(`${BCB_STATIC_EXAMPLE.slice(0, -4)}1d3d`)).toBe(true);
  });
});
