import { DomainError } from '../errors/domain-error.ts';
import { withoutAccents } from '../text/names.ts';
import { crc16CcittFalse } from './crc16.ts';

export interface PixBrCodeInput {
  /** The receiver's Pix key (CPF, CNPJ, e-mail, +55 phone or a random EVP key), as registered. */
  key: string;
  /** 0 leaves the amount to the payer (field 54 omitted). */
  amountCents: number;
  merchantName: string;
  merchantCity: string;
  /** 1–25 letters and digits: the reference the payment comes back with. */
  txid: string;
  /** A message shown to the payer, cut to what fits in field 26. */
  description?: string;
}

const PIX_GUI = 'br.gov.bcb.pix';
const MERCHANT_NAME_MAX = 25;
const MERCHANT_CITY_MAX = 15;
const FIELD_VALUE_MAX = 99;
/** Field 26 must also hold the GUI ('0014br.gov.bcb.pix') and the key's own ID and length. */
const KEY_MAX = FIELD_VALUE_MAX - 18 - 4;
const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;
const CRC_FIELD_HEADER = '6304';
/** Field 54 holds at most 13 characters: up to 9.999.999.999,99. */
const MAX_AMOUNT_CENTS = 999_999_999_999;

const NOT_PRINTABLE_ASCII = /[^\x20-\x7e]/g;

/**
 * Text the BR Code can carry: accents taken off (NFD, then the combining marks dropped), anything
 * outside printable ASCII removed, trimmed and cut to `maxLength`. Banking apps read the code byte by
 * byte and several of them refuse a name with 'ã' or 'ç'.
 */
export function normalizePixText(text: string, maxLength: number): string {
  return withoutAccents(text).replace(NOT_PRINTABLE_ASCII, '').trim().slice(0, maxLength).trim();
}

function field(id: string, value: string): string {
  if (value.length > FIELD_VALUE_MAX) {
    throw new DomainError('INVALID_PIX_CODE', 'Dados do Pix longos demais para o código.');
  }
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

function formatAmount(amountCents: number): string {
  return `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

function merchantAccountInformation(key: string, description: string | undefined): string {
  const fixed = field('00', PIX_GUI) + field('01', key);
  // Field 26 holds at most 99 characters; the key must fit whole, the description gets what is left.
  const room = FIELD_VALUE_MAX - fixed.length - 4;
  const text = description === undefined ? '' : normalizePixText(description, Math.max(room, 0));
  return text === '' ? fixed : fixed + field('02', text);
}

/**
 * The Pix "copia e cola" (BR Code, EMV QRCPS-MPM as the Banco Central's "Manual de Padrões para
 * Iniciação do Pix" defines it): the text a banking app pastes or reads from the QR code.
 */
export function buildPixBrCode(input: PixBrCodeInput): string {
  const key = input.key.trim();
  if (key === '' || normalizePixText(key, KEY_MAX) !== key) {
    throw new DomainError('INVALID_PIX_KEY', 'Chave Pix inválida.');
  }
  if (
    !Number.isSafeInteger(input.amountCents) ||
    input.amountCents < 0 ||
    input.amountCents > MAX_AMOUNT_CENTS
  ) {
    throw new DomainError('INVALID_PIX_AMOUNT', 'Valor do Pix inválido.');
  }
  if (!TXID_PATTERN.test(input.txid)) {
    throw new DomainError(
      'INVALID_PIX_TXID',
      'Identificador do Pix inválido: use de 1 a 25 letras ou números.',
    );
  }
  const merchantName = normalizePixText(input.merchantName, MERCHANT_NAME_MAX);
  const merchantCity = normalizePixText(input.merchantCity, MERCHANT_CITY_MAX);
  if (merchantName === '' || merchantCity === '') {
    throw new DomainError('INVALID_PIX_MERCHANT', 'Informe o nome e a cidade do recebedor do Pix.');
  }

  const payload = [
    field('00', '01'),
    field('26', merchantAccountInformation(key, input.description)),
    field('52', '0000'),
    field('53', '986'),
    input.amountCents > 0 ? field('54', formatAmount(input.amountCents)) : '',
    field('58', 'BR'),
    field('59', merchantName),
    field('60', merchantCity),
    field('62', field('05', input.txid)),
    CRC_FIELD_HEADER,
  ].join('');
  return payload + crc16CcittFalse(payload);
}

/**
 * The top-level TLV fields of an EMV payload (or of one field's value, whose sub-fields have the same
 * shape), by ID. Throws when a length is not two digits or runs past the end.
 */
export function parseEmvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let position = 0;
  while (position < payload.length) {
    const id = payload.slice(position, position + 2);
    const lengthText = payload.slice(position + 2, position + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText)) {
      throw new DomainError('INVALID_PIX_CODE', 'Código Pix inválido.');
    }
    const start = position + 4;
    const end = start + Number(lengthText);
    if (end > payload.length || fields.has(id)) {
      throw new DomainError('INVALID_PIX_CODE', 'Código Pix inválido.');
    }
    fields.set(id, payload.slice(start, end));
    position = end;
  }
  return fields;
}

/** True when the payload is well-formed TLV, starts with format '01' and ends with its own CRC. */
export function isValidPixBrCode(payload: string): boolean {
  let fields: Map<string, string>;
  try {
    fields = parseEmvFields(payload);
  } catch {
    return false;
  }
  const crc = fields.get('63');
  if (fields.get('00') !== '01' || crc?.length !== 4 || !payload.endsWith(`${CRC_FIELD_HEADER}${crc}`)) {
    return false;
  }
  return crc.toUpperCase() === crc16CcittFalse(payload.slice(0, -4));
}
