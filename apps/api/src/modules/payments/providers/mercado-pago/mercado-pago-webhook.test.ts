import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  mercadoPagoSignatureManifest,
  parseMercadoPagoSignature,
  signatureInstant,
  verifyMercadoPagoSignature,
} from './mercado-pago-webhook.ts';

const SECRET = 'c2b7e1f0a9d84e5f8a6b3c1d2e4f5a6b';
const REQUEST_ID = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
const DATA_ID = '123456789';
const TS = '1773147600000'; // 2026-03-10T13:00:00Z, in milliseconds
const NOW = new Date('2026-03-10T13:00:00.000Z');

// Computed here from the manifest written out by hand, not by the code under test.
const hmacOf = (text: string, secret = SECRET) => createHmac('sha256', secret).update(text).digest('hex');
const V1 = hmacOf(`id:123456789;request-id:${REQUEST_ID};ts:${TS};`);

const verify = (overrides: Partial<Parameters<typeof verifyMercadoPagoSignature>[0]> = {}) =>
  verifyMercadoPagoSignature({
    xSignature: `ts=${TS},v1=${V1}`,
    xRequestId: REQUEST_ID,
    dataId: DATA_ID,
    secret: SECRET,
    now: NOW,
    ...overrides,
  });

describe('verifyMercadoPagoSignature', () => {
  it('accepts a notification signed with the secret over id, request-id and ts', () => {
    expect(verify()).toBe(true);
  });

  it('reads ts and v1 in any order, with spaces around them', () => {
    expect(verify({ xSignature: ` v1 = ${V1} ,  ts = ${TS} ` })).toBe(true);
    expect(verify({ xSignature: `ts=${TS},v1=${V1.toUpperCase()}` })).toBe(true);
  });

  it('refuses another secret, a tampered hash, and another payment or request id', () => {
    expect(verify({ secret: 'another-secret-of-the-same-app' })).toBe(false);
    expect(verify({ xSignature: `ts=${TS},v1=${V1.slice(0, -1)}${V1.endsWith('0') ? '1' : '0'}` })).toBe(
      false,
    );
    expect(verify({ dataId: '123456780' })).toBe(false);
    expect(verify({ xRequestId: 'aa56a2f1-6aae-46ac-982e-9dcd3581d08e' })).toBe(false);
    expect(verify({ xSignature: `ts=${Number(TS) + 1},v1=${V1}` })).toBe(false);
  });

  it('refuses a missing or malformed header without throwing', () => {
    expect(verify({ xSignature: undefined })).toBe(false);
    expect(verify({ xSignature: '' })).toBe(false);
    expect(verify({ xSignature: `ts=${TS}` })).toBe(false);
    expect(verify({ xSignature: `v1=${V1}` })).toBe(false);
    expect(verify({ xSignature: `ts=yesterday,v1=${V1}` })).toBe(false);
    expect(verify({ xSignature: `ts=${TS},v1=${'é'.repeat(64)}` })).toBe(false);
    expect(verify({ secret: '' })).toBe(false);
  });

  it("does not check a signature's age unless asked: Mercado Pago retries a notification for days", () => {
    const at = (milliseconds: number) => new Date(NOW.getTime() + milliseconds);
    expect(verify({ now: at(3 * 24 * 60 * 60_000) })).toBe(true);
    expect(verify({ now: at(5 * 60_000), toleranceMs: 5 * 60_000 })).toBe(true);
    expect(verify({ now: at(5 * 60_000 + 1), toleranceMs: 5 * 60_000 })).toBe(false);
    expect(verify({ now: at(-5 * 60_000 - 1), toleranceMs: 5 * 60_000 })).toBe(false);
  });

  it('takes a ts in seconds as well, as in one of Mercado Pago examples', () => {
    const seconds = String(NOW.getTime() / 1000);
    const v1 = hmacOf(`id:123456789;request-id:${REQUEST_ID};ts:${seconds};`);
    expect(verify({ xSignature: `ts=${seconds},v1=${v1}` })).toBe(true);
    // Read as seconds, not as a date in 1970: a tolerance in minutes still holds.
    expect(
      verify({
        xSignature: `ts=${seconds},v1=${v1}`,
        now: new Date(NOW.getTime() + 4 * 60_000),
        toleranceMs: 5 * 60_000,
      }),
    ).toBe(true);
    expect(
      verify({
        xSignature: `ts=${seconds},v1=${v1}`,
        now: new Date(NOW.getTime() + 6 * 60_000),
        toleranceMs: 5 * 60_000,
      }),
    ).toBe(false);
  });

  it('leaves out of the manifest what the notification lacks', () => {
    const withoutRequestId = hmacOf(`id:123456789;ts:${TS};`);
    expect(verify({ xRequestId: undefined, xSignature: `ts=${TS},v1=${withoutRequestId}` })).toBe(true);
    expect(verify({ xRequestId: undefined })).toBe(false);
    const withoutDataId = hmacOf(`request-id:${REQUEST_ID};ts:${TS};`);
    expect(verify({ dataId: undefined, xSignature: `ts=${TS},v1=${withoutDataId}` })).toBe(true);
  });

  it('signs an alphanumeric data.id in lower case', () => {
    const v1 = hmacOf(`id:ord01jq4s4ky8hwq6na5pxb65b3d3;request-id:${REQUEST_ID};ts:${TS};`);
    expect(verify({ dataId: 'ORD01JQ4S4KY8HWQ6NA5PXB65B3D3', xSignature: `ts=${TS},v1=${v1}` })).toBe(true);
  });
});

describe('mercadoPagoSignatureManifest', () => {
  it("fills the template as Mercado Pago's documentation does for its example notification", () => {
    // The documentation's example (data.id ORD01JQ4S4KY8HWQ6NA5PXB65B3D3, x-request-id
    // 2066ca19-…, ts 1742505638683) and the filled template it prints. Its secret is not published,
    // so its v1 cannot be checked here.
    expect(
      mercadoPagoSignatureManifest({
        dataId: 'ORD01JQ4S4KY8HWQ6NA5PXB65B3D3',
        xRequestId: '2066ca19-c6f1-498a-be75-1923005edd06',
        ts: '1742505638683',
      }),
    ).toBe(
      'id:ord01jq4s4ky8hwq6na5pxb65b3d3;request-id:2066ca19-c6f1-498a-be75-1923005edd06;ts:1742505638683;',
    );
  });
});

describe('parseMercadoPagoSignature and signatureInstant', () => {
  it('parses the documented header', () => {
    expect(
      parseMercadoPagoSignature(
        'ts=1704908010,v1=618c85345248dd820d5fd456117c2ab2ef8eda45a0282ff693eac24131a5e839',
      ),
    ).toEqual({ ts: '1704908010', v1: '618c85345248dd820d5fd456117c2ab2ef8eda45a0282ff693eac24131a5e839' });
  });

  it('reads ts in seconds or milliseconds by its size', () => {
    expect(signatureInstant('1704908010')?.toISOString()).toBe('2024-01-10T17:33:30.000Z');
    expect(signatureInstant('1742505638683')?.toISOString()).toBe('2025-03-20T21:20:38.683Z');
    expect(signatureInstant('-1')).toBeNull();
  });
});
