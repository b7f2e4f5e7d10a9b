import type { FastifyInstance } from 'fastify';
import { OneAtATime } from '../lib/one-at-a-time.ts';
import { BoletoIssuance, issueWindowDays } from '../modules/payments/boleto-issuance.ts';
import type { MoneyFollowUps } from '../modules/payments/credit-types.ts';
import { PaymentCrediting } from '../modules/payments/crediting.ts';
import { DepositCapture } from '../modules/payments/deposit-capture.ts';
import { createMoneyFollowUps } from '../modules/payments/money-followups.ts';
import { CAPTURE_DEPOSIT_JOB } from '../modules/payments/money-job-names.ts';
import { ProviderReversals } from '../modules/payments/provider-reversals.ts';
import { createPaymentProvider } from '../modules/payments/providers/create-payment-provider.ts';
import { markCardDeclined } from '../modules/payments/providers/mercado-pago/mercado-pago-declines.ts';
import { MercadoPagoProvider } from '../modules/payments/providers/mercado-pago/mercado-pago-provider.ts';
import { mercadoPagoWebhookRoutes } from '../modules/payments/providers/mercado-pago/mercado-pago-webhook-routes.ts';
import type { PaymentProvider } from '../modules/payments/providers/payment-provider.ts';
import { createSandboxBank } from '../modules/payments/providers/sandbox-bank.ts';
import { SandboxPaymentProvider } from '../modules/payments/providers/sandbox-provider.ts';
import { RefundRunner } from '../modules/payments/refunds/refund-runner.ts';
import { paymentsRoutes } from '../modules/payments/routes.ts';
import { PaymentsService } from '../modules/payments/service.ts';
import { paymentWebhookRoutes } from '../modules/payments/webhook/webhook-routes.ts';
import type { Platform } from './platform.ts';

// Money: the payment provider behind its port, the one crediting path and the signed webhook into it,
// what follows a change of money (refunds delivered, months issued, voids; jobs of the queue), and the
// customer's payments.

export interface Money {
  provider: PaymentProvider;
  refunds: RefundRunner;
  issuance: BoletoIssuance;
  followUps: MoneyFollowUps;
  crediting: PaymentCrediting;
  payments: PaymentsService;
  captures: DepositCapture;
}

export async function registerMoney(app: FastifyInstance, platform: Platform): Promise<Money> {
  const { config, db, clock, catalog, tasks, jobQueue, notices, door, limiter } = platform;
  const provider = createPaymentProvider(config.payments, {
    clock,
    sandbox: () => new SandboxPaymentProvider(config.payments, clock),
  });
  const refunds = new RefundRunner({ db, clock, provider, logger: app.log });
  const issuance = new BoletoIssuance({
    db,
    clock,
    provider,
    logger: app.log,
    daysAhead: config.payments.boletoIssueDaysAhead,
    queue: jobQueue,
    notices,
  });
  const followUps = createMoneyFollowUps({ queue: jobQueue, clock, provider, refunds, issuance });
  followUps.register();
  // One queue of the provider's deliveries for both: a credit and a reversal share the events table.
  const deliveries = new OneAtATime();
  const crediting = new PaymentCrediting({
    db,
    deliveries,
    clock,
    provider,
    logger: app.log,
    notices,
    followUps,
    door,
  });
  // A caução reserved on a card, captured when asked (a settlement's deductions, before its window closes).
  const captures = new DepositCapture({ db, clock, provider, crediting, followUps, logger: app.log });
  jobQueue.work(
    CAPTURE_DEPOSIT_JOB,
    async ({ paymentId }: { paymentId: string }) => captures.run(paymentId),
    {
      retryLimit: 8,
      retryDelaySeconds: 60,
      retryBackoff: true,
    },
  );
  // Chargebacks and refunds made in the provider's panel: entries, cases and the stay's move (decision 0013).
  const reversals = new ProviderReversals({
    db,
    clock,
    followUps,
    logger: app.log,
    door,
    notices,
    deliveries,
  });
  if (provider instanceof MercadoPagoProvider && config.payments.mercadoPago) {
    // Only Mercado Pago's own notifications, read back from its API, credit anything: the generic
    // secret-signed webhook is not registered (404).
    await app.register(mercadoPagoWebhookRoutes, {
      provider,
      webhookSecret: config.payments.mercadoPago.webhookSecret,
      clock,
      credit: (confirmation) => crediting.credit({ ...confirmation, via: 'WEBHOOK' }),
      declined: (paymentId, reason) => markCardDeclined(db, paymentId, reason),
      reversed: (reversal) => reversals.record(reversal),
    });
  } else {
    await app.register(paymentWebhookRoutes, {
      crediting,
      secret: config.payments.webhookSecret,
      clock,
      providerName: provider.name,
      reversals,
    });
  }
  const sandboxBank = provider.isSandbox
    ? createSandboxBank({
        clock,
        secret: config.payments.webhookSecret,
        deliver: (payload, headers) =>
          app.inject({ method: 'POST', url: '/api/payments/webhook', payload, headers }),
      })
    : undefined;
  const payments = new PaymentsService({
    db,
    clock,
    provider,
    catalog,
    tasks,
    logger: app.log,
    pixExpiryMinutes: config.payments.pix.expiryMinutes,
    company: config.company,
    sandboxBank,
    notices,
    followUps,
    issueWindowDays: issueWindowDays(config.payments.boletoIssueDaysAhead, provider),
  });
  await app.register(paymentsRoutes, { payments, limiter });
  return { provider, refunds, issuance, followUps, crediting, payments, captures };
}
