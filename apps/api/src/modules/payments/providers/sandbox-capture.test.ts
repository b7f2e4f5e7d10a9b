import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../../lib/clock.ts';
import { type Charge, PaymentProviderRefusal } from './payment-provider.ts';
import { readSandboxPaymentId, SandboxPaymentProvider } from './sandbox-provider.ts';

// The sandbox reserves and captures a card's caução as Mercado Pago's 'Capturar pagamento autorizado' says:
// within 5 days of the reservation, at most what it reserved, once; a reservation given up is never captured.

const SECRET = 'sandbox-secret-for-tests-0123456789';
const DAY = 86_400_000;

function sandbox() {
  const clock = createManualClock('2026-12-01T12:00:00.000Z');
  const provider = new SandboxPaymentProvider(
    {
      webhookSecret: SECRET,
      boletoBankCode: '001',
      pix: {
        key: 'pagamentos@estadia.com.br',
        merchantName: 'ESTADIA',
        merchantCity: 'SAO PAULO',
        expiryMinutes: 30,
      },
    },
    clock,
  );
  return { provider, clock };
}

async function reserve(provider: SandboxPaymentProvider, amountCents = 100_000) {
  const paymentId = randomUUID();
  const charge = (await provider.createCharge({
    paymentId,
    method: 'CREDIT_CARD',
    amountCents,
    dueDate: '2026-12-01',
    expiresAt: null,
    description: 'Estadia - caução',
    payer: { name: 'Maria da Silva', email: 'maria@example.com', cpfOrCnpj: '52998224725', address: null },
    card: {
      number: '4111111111111111',
      holderName: 'MARIA DA SILVA',
      expiry: '12/30',
      cvv: '123',
      installments: 1,
      totalCents: amountCents,
    },
    authorizeOnly: true,
  })) as Extract<Charge, { method: 'CREDIT_CARD' }>;
  expect(charge.outcome).toEqual({ authorized: true });
  return { paymentId, providerChargeId: charge.providerChargeId };
}

describe('a card reservation at the sandbox', () => {
  it('is captured in part, once, as a payment a refund can target', async () => {
    const { provider, clock } = sandbox();
    const reservation = await reserve(provider);
    clock.advance(4 * DAY);
    await expect(provider.capture({ ...reservation, amountCents: 100_001 })).rejects.toThrow(
      PaymentProviderRefusal,
    );
    const captured = await provider.capture({ ...reservation, amountCents: 30_000 });
    expect(captured.capturedCents).toBe(30_000);
    expect(readSandboxPaymentId(SECRET, reservation.paymentId, captured.providerPaymentId)).toEqual({
      amountCents: 30_000,
    });
    // Asked again (a retry after a timeout): the same capture; another amount is refused.
    expect(await provider.capture({ ...reservation, amountCents: 30_000 })).toEqual(captured);
    await expect(provider.capture({ ...reservation, amountCents: 10_000 })).rejects.toThrow(
      'já foi capturada',
    );
  });

  it('refuses a capture after 5 days, of a reservation given up, or of one it never made', async () => {
    const { provider, clock } = sandbox();
    const lapsed = await reserve(provider);
    clock.advance(5 * DAY + 1);
    await expect(provider.capture({ ...lapsed, amountCents: 1_000 })).rejects.toThrow('prazo de 5 dias');
    const released = await reserve(provider);
    await provider.cancel(released);
    await expect(provider.capture({ ...released, amountCents: 1_000 })).rejects.toThrow('foi liberada');
    const other = await reserve(provider);
    await expect(provider.capture({ ...other, paymentId: randomUUID(), amountCents: 1_000 })).rejects.toThrow(
      'não encontrada',
    );
  });
});
