import { describe, expect, it } from 'vitest';
import {
  type CardFormValues,
  cardFieldOfIssue,
  cardIntent,
  maskCardExpiry,
  maskCardNumber,
  maskCvv,
  typedBrand,
  validateCardForm,
} from './card-form';

const cardFormErrors = (values: CardFormValues) => {
  const result = validateCardForm(values);
  return 'errors' in result ? result.errors : {};
};

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const VALID: CardFormValues = {
  number: '4111 1111 1111 1111',
  holderName: 'Ana Souza',
  expiry: `12/${nextYear}`,
  cvv: '123',
  installments: '3',
};

describe('card masks', () => {
  it('groups the number in fours, up to 19 digits', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('41111')).toBe('4111 1');
    expect(maskCardNumber('4111-1111 abc')).toBe('4111 1111');
    expect(maskCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('writes the expiry as MM/AA', () => {
    expect(maskCardExpiry('0729')).toBe('07/29');
    expect(maskCardExpiry('072')).toBe('07/2');
    expect(maskCardExpiry('07')).toBe('07');
    expect(maskCardExpiry('1')).toBe('1');
    expect(maskCardExpiry('7')).toBe('07');
    expect(maskCardExpiry('07/2912')).toBe('07/29');
  });

  it('takes 4 CVV digits for American Express and 3 for the others', () => {
    expect(maskCvv('12345', 'AMEX')).toBe('1234');
    expect(maskCvv('12345', 'VISA')).toBe('123');
    expect(maskCvv('1a2')).toBe('12');
  });

  it('names the brand as soon as the digits tell it', () => {
    expect(typedBrand('4')).toBeNull();
    expect(typedBrand('41')).toBe('VISA');
    expect(typedBrand('5500 0000')).toBe('MASTERCARD');
    expect(typedBrand('3782')).toBe('AMEX');
    expect(typedBrand('9999')).toBeNull();
    expect(typedBrand('9999 9999')).toBe('OTHER');
  });
});

describe('card validation', () => {
  it('accepts a valid card, as the API will receive it', () => {
    expect(validateCardForm(VALID)).toEqual({
      card: {
        number: '4111111111111111',
        holderName: 'Ana Souza',
        expiry: VALID.expiry,
        cvv: '123',
        installments: 3,
      },
    });
  });

  it('says what is wrong with each field, in Portuguese', () => {
    expect(
      cardFormErrors({
        number: '4111 1111 1111 1112',
        holderName: 'A',
        expiry: '13/30',
        cvv: '12',
        installments: '1',
      }),
    ).toEqual({
      number: 'Número do cartão inválido',
      holderName: 'Informe o nome impresso no cartão',
      expiry: 'Validade inválida: use MM/AA',
      cvv: 'Código de segurança inválido',
    });
    expect(cardFormErrors({ ...VALID, expiry: '01/20' })).toEqual({ expiry: 'Cartão vencido' });
  });

  it('asks for 4 CVV digits on an American Express card and 3 on the others', () => {
    expect(cardFormErrors({ ...VALID, cvv: '1234' })).toEqual({ cvv: 'Código de segurança inválido' });
    const amex = { ...VALID, number: '3782 822463 10005' };
    expect(cardFormErrors({ ...amex, cvv: '123' })).toEqual({ cvv: 'Código de segurança inválido' });
    expect(cardFormErrors({ ...amex, cvv: '1234' })).toEqual({});
  });

  it('puts the API’s messages under the matching fields', () => {
    expect(cardFieldOfIssue('card.number')).toBe('number');
    expect(cardFieldOfIssue('body.card.cvv')).toBe('cvv');
    expect(cardFieldOfIssue('card.installments')).toBe('installments');
    expect(cardFieldOfIssue('paymentType')).toBeNull();
  });

  it('tells intents apart by what the server compares, never the full number or the CVV', () => {
    const card = {
      number: '4111111111111111',
      holderName: 'Ana Souza',
      expiry: '12/30',
      cvv: '123',
      installments: 3,
    };
    expect(cardIntent(card)).toBe('CREDIT_CARD:VISA:1111:12/30:ANA SOUZA:3');
    expect(cardIntent({ ...card, cvv: '999' })).toBe(cardIntent(card));
    expect(cardIntent({ ...card, installments: 1 })).not.toBe(cardIntent(card));
    expect(cardIntent(card)).not.toContain('4111111111111111');
  });
});
