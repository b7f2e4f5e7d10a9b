// The payment codes a bank would issue, computed for the fake Mercado Pago: a BR Code (Pix "copia e
// cola": EMV fields and CRC16) and a boleto's barcode and linha digitável (Febraban check digits).

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as the BR Code's field 63 requires. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** A dynamic BR Code whose txid (field 62-05) is `txid`, the way Mercado Pago's codes carry one. */
export function brCode(options: { amountCents: number; txid: string; location: string }): string {
  const body = [
    field('00', '01'),
    field('01', '12'),
    field('26', field('00', 'br.gov.bcb.pix') + field('25', options.location)),
    field('52', '0000'),
    field('53', '986'),
    field('54', (options.amountCents / 100).toFixed(2)),
    field('58', 'BR'),
    field('59', 'ESTADIA LOCACOES'),
    field('60', 'UBERLANDIA'),
    field('62', field('05', options.txid)),
  ].join('');
  const withCrcId = `${body}6304`;
  return withCrcId + crc16Ccitt(withCrcId);
}

/** Febraban's module 10 (weights 2, 1, 2, 1… from the right; a product's digits are added). */
export function module10(digits: string): string {
  let sum = 0;
  [...digits].reverse().forEach((digit, index) => {
    const product = Number(digit) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  });
  return String((10 - (sum % 10)) % 10);
}

/** The barcode's general check digit: module 11, weights 2 to 9 from the right, 0, 10 and 11 → 1. */
export function barcodeCheckDigit(barcodeWithoutCheckDigit: string): string {
  let sum = 0;
  [...barcodeWithoutCheckDigit].reverse().forEach((digit, index) => {
    sum += Number(digit) * (2 + (index % 8));
  });
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? '1' : String(digit);
}

/** Days since the base date; the factor went back to 1000 on 2025-02-22, after 9999. */
export function dueDateFactor(isoDate: string): string {
  const day = Date.parse(`${isoDate}T00:00:00Z`);
  const restart = Date.parse('2025-02-22T00:00:00Z');
  const days = (from: number) => Math.round((day - from) / 86_400_000);
  return String(day >= restart ? 1000 + days(restart) : days(Date.parse('1997-10-07T00:00:00Z'))).padStart(
    4,
    '0',
  );
}

/** 44 digits: bank, currency 9, check digit, due factor, amount in cents, the bank's free field. */
export function boletoBarcode(options: {
  bankCode: string;
  dueDate: string;
  amountCents: number;
  freeField: string;
}): string {
  const head = `${options.bankCode}9`;
  const tail = `${dueDateFactor(options.dueDate)}${String(options.amountCents).padStart(10, '0')}${options.freeField}`;
  return `${head}${barcodeCheckDigit(head + tail)}${tail}`;
}

/** The 47-digit linha digitável of a 44-digit barcode, printed as banks do (dots and spaces). */
export function digitableLine(barcode: string): string {
  const first = barcode.slice(0, 4) + barcode.slice(19, 24);
  const second = barcode.slice(24, 34);
  const third = barcode.slice(34, 44);
  const group = (digits: string) => {
    const withDigit = digits + module10(digits);
    return `${withDigit.slice(0, 5)}.${withDigit.slice(5)}`;
  };
  return `${group(first)} ${group(second)} ${group(third)} ${barcode[4]} ${barcode.slice(5, 19)}`;
}
