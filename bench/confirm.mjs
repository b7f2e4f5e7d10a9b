// Confirming payments under a provider's retries: 1,000 rentals are signed and given a Pix charge
// through the API, then each payment's confirmation is delivered by 3 concurrent webhook calls (the
// same signed event, as a provider that retries before the first answer arrives). Every payment must
// be credited exactly once; the confirmations per second are printed beside the submission figures.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import pg from 'pg';
import { call, expectStatus } from './fixtures.mjs';
import { load, row } from './support.mjs';

export const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1000);
const DELIVERIES = 3;
const CLIENTS = 50;
const PREPARE_AT_ONCE = 8;

/** Signs the rental's contract and creates its Pix charge, as the customer's browser would. */
async function pixCharge(base, rental) {
  const contract = await fetch(`${base}/api/rentals/${rental.id}/contract`, {
    headers: { authorization: `Bearer ${rental.token}` },
  });
  if (contract.status !== 200) throw new Error(`contrato: ${contract.status} ${await contract.text()}`);
  const sha256 = createHash('sha256')
    .update(new Uint8Array(await contract.arrayBuffer()))
    .digest('hex');
  await expectStatus(
    call(base, 'POST', `/api/rentals/${rental.id}/contract/signature`, {
      token: rental.token,
      json: { accept: true, sha256 },
    }),
    200,
    'assinatura',
  );
  const response = await fetch(`${base}/api/rentals/${rental.id}/payments`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${rental.token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ paymentType: 'PIX' }),
  });
  if (response.status !== 201) throw new Error(`pagamento: ${response.status} ${await response.text()}`);
  return response.json();
}

function signedEvent(payment, secret) {
  const body = JSON.stringify({
    id: `bench_evt_${payment.id}`,
    type: 'payment.paid',
    createdAt: new Date().toISOString(),
    data: { paymentId: payment.id, amountCents: payment.amountCents, paidAt: new Date().toISOString() },
  });
  return { body, signature: `sha256=${createHmac('sha256', secret).update(body).digest('hex')}` };
}

/** What the database says: payments paid, rentals rented, events recorded per payment. */
async function countCredits(databaseUrl, paymentIds) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select
         count(*) filter (where p.status = 'PAID')::int as paid,
         count(*) filter (where r.status = 'RENTED')::int as rented,
         (select count(*)::int from payment_events e where e.payment_id = any($1::uuid[])) as events
       from payments p join rentals r on r.id = p.rental_id
       where p.id = any($1::uuid[])`,
      [paymentIds],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

export async function benchConfirmations(product, rentals, secret, databaseUrl) {
  const chosen = rentals.slice(0, PAYMENTS);
  if (chosen.length < PAYMENTS) throw new Error(`só ${chosen.length} locações para pagar`);
  const payments = [];
  for (let index = 0; index < chosen.length; index += PREPARE_AT_ONCE) {
    const batch = chosen.slice(index, index + PREPARE_AT_ONCE);
    payments.push(...(await Promise.all(batch.map((rental) => pixCharge(product.url, rental)))));
  }

  // Each payment's event, delivered DELIVERIES times, the deliveries of one event side by side.
  const deliveries = payments.flatMap((payment) => {
    const event = signedEvent(payment, secret);
    return Array.from({ length: DELIVERIES }, () => event);
  });
  let next = 0;
  let lastAnswerAt = 0;
  const outcomes = new Map();
  const startedAt = performance.now();
  await load(product.url, {
    connections: CLIENTS,
    amount: deliveries.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const event = deliveries[next++];
          return {
            ...request,
            path: '/api/payments/webhook',
            headers: { 'content-type': 'application/json', 'x-signature': event.signature },
            body: event.body,
          };
        },
        onResponse: (status, body) => {
          lastAnswerAt = performance.now();
          const outcome = status === 200 ? JSON.parse(body).outcome : `HTTP ${status}`;
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        },
      },
    ],
  });
  const seconds = (lastAnswerAt - startedAt) / 1000;
  const credits = await countCredits(
    databaseUrl,
    payments.map((payment) => payment.id),
  );
  const ok =
    credits.paid === PAYMENTS &&
    credits.rented === PAYMENTS &&
    credits.events === PAYMENTS &&
    (outcomes.get('RENTED') ?? 0) === PAYMENTS;

  console.log('\n── Confirmação de pagamentos (PostgreSQL) ──');
  row(
    `confirm: ${PAYMENTS} pagamentos × ${DELIVERIES} entregas simultâneas do webhook`,
    `${deliveries.length} chamadas`,
  );
  row(
    'confirm: confirmações por segundo',
    `${(PAYMENTS / seconds).toFixed(0)} pagamentos/s (${(deliveries.length / seconds).toFixed(0)} chamadas/s)`,
  );
  row('confirm: respostas', [...outcomes].map(([outcome, count]) => `${outcome} ${count}`).join(', '));
  row(
    'confirm: creditados uma vez (pagos / alugadas / eventos)',
    `${credits.paid} / ${credits.rented} / ${credits.events} ${ok ? '✔' : '✖'}`,
  );
  return ok;
}
