import { createHmac, timingSafeEqual } from 'node:crypto';

// Mercado Pago signs a notification with the application's secret signature: the header
// `x-signature: ts=<timestamp>,v1=<hex HMAC-SHA256>` over the manifest
// `id:[data.id of the query];request-id:[x-request-id header];ts:[ts];`, each part left out when the
// notification lacks its value, and data.id in lower case. It signs identifiers, not the body: the
// body is never trusted anyway (the payment is read back from Mercado Pago).
//
// The age of a signature is not checked by default, as Mercado Pago's own validator does not unless
// asked: Mercado Pago sends a notification again every 15 minutes until it gets a 2xx, with the
// signature of its first try, so refusing old ones would refuse its retries. A replayed
// notification can do no harm: it only makes us read the payment again from Mercado Pago, and
// crediting the same payment twice changes nothing.

export interface MercadoPagoSignatureInput {
  /** The `x-signature` header. */
  xSignature: string | undefined;
  /** The `x-request-id` header. */
  xRequestId: string | undefined;
  /** The `data.id` query parameter. */
  dataId: string | undefined;
  /** The application's secret signature (MERCADOPAGO_WEBHOOK_SECRET). */
  secret: string;
  now: Date;
  /** How far the signature's ts may be from `now`, either way; unchecked when absent. */
  toleranceMs?: number;
}

/** `ts` and `v1` of the header, in any order, spaces around either tolerated; null when either lacks. */
export function parseMercadoPagoSignature(header: string | undefined): { ts: string; v1: string } | null {
  const parts = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    parts.set(part.slice(0, separator).trim().toLowerCase(), part.slice(separator + 1).trim());
  }
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  return ts && v1 ? { ts, v1 } : null;
}

/** The signed text, exactly as Mercado Pago builds it. */
export function mercadoPagoSignatureManifest(parts: {
  dataId: string | undefined;
  xRequestId: string | undefined;
  ts: string;
}): string {
  // Mercado Pago may send an alphanumeric id in upper case but signs it in lower case.
  const dataId =
    parts.dataId && /^[A-Za-z0-9]+$/.test(parts.dataId) ? parts.dataId.toLowerCase() : parts.dataId;
  let manifest = '';
  if (dataId) manifest += `id:${dataId};`;
  if (parts.xRequestId) manifest += `request-id:${parts.xRequestId};`;
  return `${manifest}ts:${parts.ts};`;
}

/**
 * The instant of a ts. Mercado Pago's pages say milliseconds, yet one of their examples is in
 * seconds (1704908010) and another in milliseconds (1742505638683); its Node SDK reads seconds. The
 * magnitude tells them apart: seconds will not reach 10^12 for another 30,000 years.
 */
export function signatureInstant(ts: string): Date | null {
  if (!/^\d{1,16}$/.test(ts)) return null;
  const value = Number(ts);
  return new Date(value >= 1e12 ? value : value * 1000);
}

export function verifyMercadoPagoSignature(input: MercadoPagoSignatureInput): boolean {
  const signature = parseMercadoPagoSignature(input.xSignature);
  if (!signature || !input.secret) return false;
  const signedAt = signatureInstant(signature.ts);
  if (!signedAt) return false;
  if (
    input.toleranceMs !== undefined &&
    Math.abs(input.now.getTime() - signedAt.getTime()) > input.toleranceMs
  ) {
    return false;
  }

  const manifest = mercadoPagoSignatureManifest({ ...input, ts: signature.ts });
  const expected = Buffer.from(createHmac('sha256', input.secret).update(manifest).digest('hex'));
  const received = Buffer.from(signature.v1.toLowerCase());
  return received.length === expected.length && timingSafeEqual(received, expected);
}
