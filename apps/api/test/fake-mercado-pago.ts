import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../src/lib/clock.ts';
import { MERCADO_PAGO_WEBHOOK_PATH } from '../src/modules/payments/providers/mercado-pago/mercado-pago-webhook-routes.ts';
import { FakeCardTokens, payerCosts, paymentMethodOfBin } from './fake-mercado-pago-cards.ts';
import { FAKE_MERCADO_PAGO_JS } from './fake-mercado-pago-js.ts';
import { buildPayment, FakeBadRequest, type FakePayment } from './fake-mercado-pago-payments.ts';

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
  /** The local MercadoPago.js stand-in, for MERCADOPAGO_JS_URL. */
  jsUrl: string;
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
  /** How the next refund ends: approved (the default) or still in_process at the bank. */
  nextRefundStatus(status: 'approved' | 'in_process'): void;
  /**
   * Where the fake sends its own notifications, as Mercado Pago does after a change it makes itself
   * (a 3-D Secure challenge answered); none by default.
   */
  notifyOn(target: NotifyTarget | null): void;
  /** Sends a webhook notification for a payment, signed as Mercado Pago signs it. */
  notify(
    target: NotifyTarget,
    mercadoPagoId: number | string,
    options?: NotifyOptions,
  ): Promise<{ statusCode: number; body: unknown }>;
  close(): Promise<void>;
}

/**
 * A local Mercado Pago speaking the part of its HTTP API Estadia uses, as documented, and refusing
 * what it refuses: bearer token (401 otherwise); X-Idempotency-Key on POST /v1/payments (the same
 * key and body answer the first payment; the same key with another body is a 409); Pix from 30
 * minutes to 30 days; boletos due 1 to 30 days ahead with the payer's first and last name and
 * address; cards only as single-use tokens made with the public key (from MercadoPago.js, which it
 * also serves at /js/v2), with issuer_id where the brand needs it, installments priced by
 * /v1/payment_methods/installments and 3-D Secure challenges for Mercado Pago's challenge test cards;
 * GET, refunds and cancellation. Call close().
 */
export async function startFakeMercadoPago(options: { clock?: Clock } = {}): Promise<FakeMercadoPago> {
  const clock = options.clock ?? { now: () => new Date() };
  const accessToken = `TEST-${randomUUID()}`;
  const publicKey = `TEST-${randomUUID()}`;
  const webhookSecret = randomUUID().replaceAll('-', '');
  const requests: FakeMercadoPagoRequest[] = [];
  const payments = new Map<number, FakePayment>();
  const byIdempotencyKey = new Map<string, { request: string; answer: { status: number; body: unknown } }>();
  const tokens = new FakeCardTokens();
  let nextId = 1_325_000_000;
  let nextFailure: number | null = null;
  let refundStatus: 'approved' | 'in_process' = 'approved';
  let notificationTarget: NotifyTarget | null = null;
  let url = '';

  /** The first answer for a key; a key sent again with another body is refused, never re-used. */
  function idempotent(
    scope: string,
    key: string | undefined,
    body: unknown,
    make: () => { status: number; body: unknown },
  ): { status: number; body: unknown } {
    if (!key) return make();
    const fingerprint = JSON.stringify(body ?? null);
    const previous = byIdempotencyKey.get(`${scope}:${key}`);
    if (previous) {
      return previous.request === fingerprint
        ? previous.answer
        : error(409, 'conflict', 'X-Idempotency-Key already used with a different request');
    }
    const answer = make();
    // A refusal is not remembered: the same key may be tried again once the request is fixed.
    if (answer.status < 400) byIdempotencyKey.set(`${scope}:${key}`, { request: fingerprint, answer });
    return answer;
  }

  function publicCall(query: Record<string, string>, authorized: boolean): boolean {
    return query.public_key === publicKey || authorized;
  }

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
      // MercadoPago.js's way, with the public key. Tokenising on a server with the access token is
      // reserved to PCI-certified sellers, which this account is not.
      if (query.public_key !== publicKey) return error(401, 'unauthorized', 'invalid public key');
      const token = tokens.create(body, clock.now().getTime());
      return {
        status: 201,
        body: {
          id: token.id,
          status: 'active',
          first_six_digits: token.cardNumber.slice(0, 6),
          last_four_digits: token.cardNumber.slice(-4),
          expiration_month: token.expirationMonth,
          expiration_year: token.expirationYear,
          cardholder: { name: token.holderName, identification: token.identification },
          live_mode: false,
        },
      };
    }
    const tokenPath = /^\/v1\/card_tokens\/([A-Za-z0-9]+)$/.exec(path);
    if (method === 'GET' && tokenPath) {
      if (!publicCall(query, authorized)) return error(401, 'unauthorized', 'invalid credentials');
      const token = tokens.find(tokenPath[1]!);
      if (!token) return error(404, 'not_found', 'Card Token not found');
      return {
        status: 200,
        body: {
          id: token.id,
          status: token.used ? 'used' : 'active',
          last_four_digits: token.cardNumber.slice(-4),
        },
      };
    }
    if (method === 'GET' && path.startsWith('/v1/identification_types')) {
      if (!publicCall(query, authorized)) return error(401, 'unauthorized', 'invalid public key');
      return {
        status: 200,
        body: [
          { id: 'CPF', name: 'CPF', type: 'number', min_length: 11, max_length: 11 },
          { id: 'CNPJ', name: 'CNPJ', type: 'number', min_length: 14, max_length: 14 },
        ],
      };
    }
    if (method === 'GET' && path.startsWith('/v1/payment_methods/')) {
      if (!publicCall(query, authorized)) return error(401, 'unauthorized', 'invalid public key');
      const bin = (query.bins ?? query.bin ?? '').slice(0, 8);
      if (!/^\d{6,8}$/.test(bin)) return error(400, 'bad_request', 'invalid parameter bin');
      const found = paymentMethodOfBin(bin);
      if (path === '/v1/payment_methods/search') {
        return {
          status: 200,
          body: { paging: { total: found ? 1 : 0, limit: 30, offset: 0 }, results: found ? [found] : [] },
        };
      }
      if (path === '/v1/payment_methods/card_issuers') {
        if (!found || query.payment_method_id !== found.id) return { status: 200, body: [] };
        return { status: 200, body: [{ ...found.issuer, thumbnail: '', processing_mode: 'aggregator' }] };
      }
      if (path === '/v1/payment_methods/installments') {
        const amount = Number(query.amount);
        if (!(amount > 0)) return error(400, 'bad_request', 'invalid parameter amount');
        if (!found) return { status: 200, body: [] };
        return {
          status: 200,
          body: [
            {
              payment_method_id: found.id,
              payment_type_id: 'credit_card',
              issuer: found.issuer,
              processing_mode: 'aggregator',
              merchant_account_id: null,
              payer_costs: payerCosts(amount),
            },
          ],
        };
      }
    }
    if (!authorized) return error(401, 'unauthorized', 'invalid access token');

    if (method === 'POST' && path === '/v1/payments') {
      if (!key) return error(400, 'bad_request', 'header X-Idempotency-Key is required');
      return idempotent('payment', key, body, () => {
        const id = nextId++;
        const payment = buildPayment({ id, body, now: clock.now(), apiUrl: url, tokens });
        payments.set(id, payment);
        return { status: 201, body: structuredClone(payment) };
      });
    }

    const match = /^\/v1\/payments\/(\d+)(\/refunds)?$/.exec(path);
    const payment = match ? payments.get(Number(match[1])) : undefined;
    if (!match || !payment) return error(404, 'not_found', 'Payment not found');

    if (method === 'GET' && !match[2]) return { status: 200, body: structuredClone(payment) };

    if (method === 'POST' && match[2]) {
      return idempotent('refund', key, body, () => {
        if (payment.status !== 'approved') return error(400, 'bad_request', 'Payment not refundable');
        const remaining = payment.transaction_amount - payment.transaction_amount_refunded;
        const amount = typeof body.amount === 'number' ? body.amount : remaining;
        if (amount <= 0 || amount > remaining + 1e-9)
          return error(400, 'bad_request', 'Invalid refund amount');
        const status = refundStatus;
        refundStatus = 'approved';
        const refund = { id: nextId++, payment_id: payment.id, amount, status };
        payment.refunds.push(refund);
        payment.transaction_amount_refunded =
          Math.round((payment.transaction_amount_refunded + amount) * 100) / 100;
        if (payment.transaction_amount_refunded >= payment.transaction_amount) {
          payment.status = 'refunded';
          payment.status_detail = 'refunded';
        }
        return { status: 201, body: refund };
      });
    }

    if (method === 'PUT' && !match[2] && body.capture === true) {
      // 'Capturar pagamento autorizado': a reservation, within 5 days of its creation, at most what it reserved.
      return idempotent('capture', key, body, () => {
        if (payment.status !== 'authorized')
          return error(400, 'bad_request', `Payment in status ${payment.status} cannot be captured`);
        const age = clock.now().getTime() - Date.parse(payment.date_created);
        if (age > 5 * 24 * 60 * 60_000) return error(400, 'bad_request', 'Authorization expired');
        const amount =
          typeof body.transaction_amount === 'number' ? body.transaction_amount : payment.transaction_amount;
        if (amount <= 0 || amount > payment.transaction_amount + 1e-9)
          return error(400, 'bad_request', 'transaction_amount cannot exceed the authorized amount');
        Object.assign(payment, {
          status: 'approved',
          status_detail: 'accredited',
          captured: true,
          transaction_amount: amount,
          date_approved: clock.now().toISOString(),
          date_last_updated: clock.now().toISOString(),
        });
        return { status: 200, body: structuredClone(payment) };
      });
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
    const form = (incoming.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const request: FakeMercadoPagoRequest = {
      method: incoming.method ?? 'GET',
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      headers: incoming.headers,
      body: text ? (form ? Object.fromEntries(new URLSearchParams(text)) : safeJson(text)) : undefined,
    };
    requests.push(request);
    // MercadoPago.js calls the API from the shop's pages: cross-origin, with CORS.
    outgoing.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      outgoing.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
        'access-control-allow-headers': 'content-type, authorization, x-idempotency-key',
        'access-control-max-age': '600',
      });
      outgoing.end();
      return;
    }
    const page = await pages(request);
    if (page) {
      outgoing.writeHead(page.status, { 'content-type': page.type });
      outgoing.end(page.body);
      return;
    }
    let answer: { status: number; body: unknown };
    if (nextFailure !== null) {
      answer = error(nextFailure, 'internal_error', 'Simulated failure');
      nextFailure = null;
    } else {
      try {
        answer = request.body === INVALID_JSON ? error(400, 'bad_request', 'invalid JSON') : handle(request);
      } catch (failure) {
        if (!(failure instanceof FakeBadRequest)) throw failure;
        answer = error(400, 'bad_request', failure.message);
      }
    }
    outgoing.writeHead(answer.status, { 'content-type': 'application/json' });
    outgoing.end(JSON.stringify(answer.body));
  }

  /** What a browser opens rather than calls: the script, a boleto's page, a 3-D Secure challenge. */
  async function pages(
    request: FakeMercadoPagoRequest,
  ): Promise<{ status: number; type: string; body: string } | null> {
    const html = (body: string, status = 200) => ({ status, type: 'text/html; charset=utf-8', body });
    if (request.method === 'GET' && request.path === '/js/v2') {
      return { status: 200, type: 'application/javascript; charset=utf-8', body: FAKE_MERCADO_PAGO_JS };
    }
    const ticket = /^\/payments\/(\d+)\/ticket\/helper$/.exec(request.path);
    if (request.method === 'GET' && ticket) {
      const payment = payments.get(Number(ticket[1]));
      if (!payment) return html('<p>Boleto não encontrado</p>', 404);
      const details = payment.transaction_details as { digitable_line?: string };
      return html(
        `<!doctype html><html lang="pt-BR"><title>Boleto ${payment.id}</title><h1>Boleto Mercado Pago (teste)</h1>` +
          `<p>Valor: R$ ${payment.transaction_amount.toFixed(2).replace('.', ',')}</p>` +
          `<p>Linha digitável: <span data-digitable-line>${details.digitable_line ?? ''}</span></p></html>`,
      );
    }
    const challenge = /^\/3ds\/challenge\/(\d+)(\/answer)?$/.exec(request.path);
    if (request.method === 'POST' && challenge) {
      const payment = payments.get(Number(challenge[1]));
      const body = (request.body ?? {}) as Record<string, string>;
      const info = payment?.three_ds_info;
      if (!payment || !info || body.creq !== info.creq || payment.status_detail !== 'pending_challenge') {
        return html('<p>Desafio inválido ou já respondido</p>', 400);
      }
      if (!challenge[2]) {
        // The issuer's page, in the shop's iframe: the customer confirms (or not) it is them.
        return html(
          `<!doctype html><html lang="pt-BR"><title>Autenticação do banco</title>` +
            `<h1>Banco emissor (teste)</h1><p>Confirme a compra de R$ ${payment.transaction_amount.toFixed(2).replace('.', ',')}.</p>` +
            `<form method="post" action="/3ds/challenge/${payment.id}/answer">` +
            `<input type="hidden" name="creq" value="${info.creq}">` +
            `<button name="result" value="ok">Confirmar compra</button> ` +
            `<button name="result" value="no">Não reconheço</button></form></html>`,
        );
      }
      const passed =
        body.result === 'ok' && CHALLENGE_RESULT[payment.card?.first_six_digits as string] !== 'failure';
      payment.status = passed ? 'approved' : 'rejected';
      payment.status_detail = passed ? 'accredited' : 'cc_rejected_3ds_challenge';
      payment.date_approved = passed ? clock.now().toISOString() : null;
      payment.date_last_updated = clock.now().toISOString();
      payment.three_ds_info = null;
      if (notificationTarget) await sendNotification(notificationTarget, String(payment.id), {});
      return html(
        `<!doctype html><html lang="pt-BR"><title>Autenticação concluída</title>` +
          `<p>${passed ? 'Autenticação concluída.' : 'Autenticação recusada.'} Volte à loja.</p></html>`,
      );
    }
    return null;
  }

  const sendNotification = (target: NotifyTarget, dataId: string, notifyOptions: NotifyOptions) =>
    notify(target, dataId, { clock, webhookSecret, nextNotificationId: () => nextId++ }, notifyOptions);

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    jsUrl: `${url}/js/v2`,
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
    nextRefundStatus(status) {
      refundStatus = status;
    },
    notifyOn(target) {
      notificationTarget = target;
    },
    notify: (target, mercadoPagoId, notifyOptions = {}) =>
      sendNotification(target, String(mercadoPagoId), notifyOptions),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const INVALID_JSON = Symbol('invalid JSON');

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return INVALID_JSON;
  }
}

/** The first six digits of Mercado Pago's 3-D Secure test card whose challenge always fails. */
const CHALLENGE_RESULT: Record<string, 'failure'> = { '400917': 'failure' };

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
