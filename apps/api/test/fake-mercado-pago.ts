import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../src/lib/clock.ts';
import { MERCADO_PAGO_WEBHOOK_PATH } from '../src/modules/payments/providers/mercado-pago/mercado-pago-webhook-routes.ts';
import {
  buildPayment,
  FakeBadRequest,
  type FakeCardToken,
  type FakePayment,
} from './fake-mercado-pago-payments.ts';

export type { FakePayment } from './fake-mercado-pago-payments.ts';

export interface FakeMercadoPagoRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface NotifyOptions {
  /** The secret to sign with; the fake's own by default. */
  secret?: string;
  /** Seconds or milliseconds since the epoch; the clock's now in milliseconds by default. */
  ts?: string;
  requestId?: string;
  /** The notification's own id (body.id). */
  notificationId?: number;
  type?: string;
  /** Sent instead of a computed x-signature (or omitted with null). */
  signature?: string | null;
  /** Fields laid over the notification's body (what a forger would try). */
  body?: Record<string, unknown>;
}

/** Where a notification goes: a listening server, or a Fastify app through inject. */
export type NotifyTarget = { url: string } | { app: FastifyInstance };

export interface FakeMercadoPago {
  /** The API's base URL, for MERCADOPAGO_API_URL. */
  url: string;
  accessToken: string;
  publicKey: string;
  /** The application's secret signature, for MERCADOPAGO_WEBHOOK_SECRET. */
  webhookSecret: string;
  /** Every request received, in order. */
  requests: FakeMercadoPagoRequest[];
  payments: Map<number, FakePayment>;
  /** Changes a payment as the bank's confirmation would. */
  approve(mercadoPagoId: number | string): FakePayment;
  setStatus(mercadoPagoId: number | string, status: string, statusDetail: string): FakePayment;
  /** The next answer to any request is this status (an outage, a throttle). */
  failNext(status: number): void;
  /** Sends a webhook notification for a payment, signed as Mercado Pago signs it. */
  notify(
    target: NotifyTarget,
    mercadoPagoId: number | string,
    options?: NotifyOptions,
  ): Promise<{ statusCode: number; body: unknown }>;
  close(): Promise<void>;
}

/**
 * A local Mercado Pago speaking the part of its HTTP API the adapter uses, as documented: bearer
 * token (401 otherwise), X-Idempotency-Key on POST /v1/payments (the same key answers the first
 * payment), card tokens, Pix, boleto and test cards, GET, refunds and cancellation. Call close().
 */
export async function startFakeMercadoPago(options: { clock?: Clock } = {}): Promise<FakeMercadoPago> {
  const clock = options.clock ?? { now: () => new Date() };
  const accessToken = `TEST-${randomUUID()}`;
  const publicKey = `TEST-${randomUUID()}`;
  const webhookSecret = randomUUID().replaceAll('-', '');
  const requests: FakeMercadoPagoRequest[] = [];
  const payments = new Map<number, FakePayment>();
  const byIdempotencyKey = new Map<string, { status: number; body: unknown }>();
  const tokens = new Map<string, FakeCardToken>();
  let nextId = 1_325_000_000;
  let nextFailure: number | null = null;
  let url = '';

  const find = (id: number | string) => {
    const payment = payments.get(Number(id));
    if (!payment) throw new Error(`no fake payment ${id}`);
    return payment;
  };

  function handle(request: FakeMercadoPagoRequest): { status: number; body: unknown } {
    const { method, path, query, headers } = request;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const key = typeof headers['x-idempotency-key'] === 'string' ? headers['x-idempotency-key'] : undefined;
    const authorized = headers.authorization === `Bearer ${accessToken}`;

    if (method === 'POST' && path === '/v1/card_tokens') {
      // The browser SDK's way: the public key in the query, no access token.
      if (query.public_key !== publicKey && !authorized)
        return error(401, 'unauthorized', 'invalid public key');
      const cardholder = (body.cardholder ?? {}) as { name?: string };
      const cardNumber = String(body.card_number ?? '');
      if (!/^\d{13,19}$/.test(cardNumber) || !body.security_code || !body.expiration_year) {
        return error(400, 'bad_request', 'invalid card data');
      }
      const token: FakeCardToken = {
        id: randomUUID().replaceAll('-', ''),
        cardNumber,
        holderName: cardholder.name ?? '',
        used: false,
      };
      tokens.set(token.id, token);
      return {
        status: 201,
        body: { id: token.id, status: 'active', last_four_digits: cardNumber.slice(-4), live_mode: false },
      };
    }
    if (!authorized) return error(401, 'unauthorized', 'invalid access token');

    if (method === 'POST' && path === '/v1/payments') {
      if (!key) return error(400, 'bad_request', 'header X-Idempotency-Key is required');
      const previous = byIdempotencyKey.get(`payment:${key}`);
      if (previous) return previous;
      const id = nextId++;
      const payment = buildPayment({
        id,
        body,
        now: clock.now(),
        apiUrl: url,
        findToken: (t) => tokens.get(t),
      });
      payments.set(id, payment);
      const answer = { status: 201, body: structuredClone(payment) };
      byIdempotencyKey.set(`payment:${key}`, answer);
      return answer;
    }

    const match = /^\/v1\/payments\/(\d+)(\/refunds)?$/.exec(path);
    const payment = match ? payments.get(Number(match[1])) : undefined;
    if (!match || !payment) return error(404, 'not_found', 'Payment not found');

    if (method === 'GET' && !match[2]) return { status: 200, body: structuredClone(payment) };

    if (method === 'POST' && match[2]) {
      const previous = key ? byIdempotencyKey.get(`refund:${key}`) : undefined;
      if (previous) return previous;
      if (payment.status !== 'approved') return error(400, 'bad_request', 'Payment not refundable');
      const remaining = payment.transaction_amount - payment.transaction_amount_refunded;
      const amount = typeof body.amount === 'number' ? body.amount : remaining;
      if (amount <= 0 || amount > remaining + 1e-9) return error(400, 'bad_request', 'Invalid refund amount');
      const refund = { id: nextId++, payment_id: payment.id, amount, status: 'approved' };
      payment.refunds.push(refund);
      payment.transaction_amount_refunded =
        Math.round((payment.transaction_amount_refunded + amount) * 100) / 100;
      if (payment.transaction_amount_refunded >= payment.transaction_amount) {
        payment.status = 'refunded';
        payment.status_detail = 'refunded';
      }
      const answer = { status: 201, body: refund };
      if (key) byIdempotencyKey.set(`refund:${key}`, answer);
      return answer;
    }

    if (method === 'PUT' && !match[2]) {
      if (body.status !== 'cancelled')
        return error(400, 'bad_request', 'only status cancelled is supported here');
      if (!['pending', 'in_process', 'authorized'].includes(payment.status)) {
        return error(400, 'bad_request', `Payment in status ${payment.status} cannot be cancelled`);
      }
      payment.status = 'cancelled';
      payment.status_detail = 'by_collector';
      payment.date_last_updated = clock.now().toISOString();
      return { status: 200, body: structuredClone(payment) };
    }
    return error(405, 'method_not_allowed', 'Method not allowed');
  }

  const server = createServer((incoming, outgoing) => {
    serve(incoming, outgoing).catch((failure: unknown) => {
      outgoing.writeHead(500, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(error(500, 'internal_error', String(failure)).body));
    });
  });

  async function serve(incoming: IncomingMessage, outgoing: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const parsed = new URL(incoming.url ?? '/', 'http://fake');
    const request: FakeMercadoPagoRequest = {
      method: incoming.method ?? 'GET',
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      headers: incoming.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(request);
    let answer: { status: number; body: unknown };
    if (nextFailure !== null) {
      answer = error(nextFailure, 'internal_error', 'Simulated failure');
      nextFailure = null;
    } else {
      try {
        answer = handle(request);
      } catch (failure) {
        if (!(failure instanceof FakeBadRequest)) throw failure;
        answer = error(400, 'bad_request', failure.message);
      }
    }
    outgoing.writeHead(answer.status, { 'content-type': 'application/json' });
    outgoing.end(JSON.stringify(answer.body));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    accessToken,
    publicKey,
    webhookSecret,
    requests,
    payments,
    approve(mercadoPagoId) {
      const payment = find(mercadoPagoId);
      payment.status = 'approved';
      payment.status_detail = 'accredited';
      payment.date_approved = clock.now().toISOString();
      payment.date_last_updated = payment.date_approved;
      return payment;
    },
    setStatus(mercadoPagoId, status, statusDetail) {
      const payment = find(mercadoPagoId);
      payment.status = status;
      payment.status_detail = statusDetail;
      payment.date_last_updated = clock.now().toISOString();
      return payment;
    },
    failNext(status) {
      nextFailure = status;
    },
    notify: (target, mercadoPagoId, notifyOptions = {}) =>
      notify(
        target,
        String(mercadoPagoId),
        { clock, webhookSecret, nextNotificationId: () => nextId++ },
        notifyOptions,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function error(status: number, code: string, message: string) {
  // Mercado Pago's error body.
  return { status, body: { message, error: code, status, cause: [{ code: status, description: message }] } };
}

/** POST <target>?data.id=<id>&type=payment with MP's body and its `x-signature`/`x-request-id`. */
async function notify(
  target: NotifyTarget,
  dataId: string,
  context: { clock: Clock; webhookSecret: string; nextNotificationId: () => number },
  options: NotifyOptions,
): Promise<{ statusCode: number; body: unknown }> {
  const type = options.type ?? 'payment';
  const ts = options.ts ?? String(context.clock.now().getTime());
  const requestId = options.requestId ?? randomUUID();
  const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac('sha256', options.secret ?? context.webhookSecret)
    .update(manifest)
    .digest('hex');
  const signature = options.signature === undefined ? `ts=${ts},v1=${v1}` : options.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': requestId };
  if (signature !== null) headers['x-signature'] = signature;
  const body = JSON.stringify({
    id: options.notificationId ?? context.nextNotificationId(),
    live_mode: false,
    type,
    date_created: context.clock.now().toISOString(),
    user_id: 44444,
    api_version: 'v1',
    action: `${type}.updated`,
    data: { id: dataId },
    ...options.body,
  });
  const query = `data.id=${encodeURIComponent(dataId)}&type=${encodeURIComponent(type)}`;
  if ('app' in target) {
    const response = await target.app.inject({
      method: 'POST',
      url: `${MERCADO_PAGO_WEBHOOK_PATH}?${query}`,
      headers,
      payload: body,
    });
    return { statusCode: response.statusCode, body: response.json() };
  }
  const response = await fetch(`${target.url}${MERCADO_PAGO_WEBHOOK_PATH}?${query}`, {
    method: 'POST',
    headers,
    body,
  });
  return { statusCode: response.status, body: await response.json() };
}
