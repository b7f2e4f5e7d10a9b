import { randomUUID } from 'node:crypto';
import type { PaymentRow } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ReversalKind } from '../provider-reversals.ts';
import { PAYMENT_CHARGED_BACK_EVENT, PAYMENT_REFUNDED_AT_PROVIDER_EVENT } from './reversal-events.ts';
import { signWebhookBody } from './webhook-signature.ts';

/** The sandbox provider taking money back on its own: a chargeback, or a refund from its panel. */
export interface SandboxReversals {
  emit(payment: PaymentRow, kind: ReversalKind, amountCents: number): Promise<{ outcome: string }>;
}

/**
 * Sends the signed event a provider would (`payment.charged_back` or `payment.refunded`) through the
 * same webhook as the sandbox's payments, so the sandbox exercises the path a real reversal takes.
 */
export function createSandboxReversals(options: {
  clock: Clock;
  secret: string;
  deliver(body: string, headers: Record<string, string>): Promise<{ statusCode: number; body: string }>;
}): SandboxReversals {
  return {
    async emit(payment, kind, amountCents) {
      const now = options.clock.now();
      const body = JSON.stringify({
        id: `sbx_evt_${randomUUID()}`,
        type: kind === 'CHARGEBACK' ? PAYMENT_CHARGED_BACK_EVENT : PAYMENT_REFUNDED_AT_PROVIDER_EVENT,
        createdAt: now.toISOString(),
        data: { paymentId: payment.id, amountCents, paidAt: now.toISOString() },
      });
      const answer = await options.deliver(body, {
        'content-type': 'application/json',
        'x-signature': signWebhookBody(body, options.secret),
      });
      if (answer.statusCode !== 200)
        throw new Error(
          `The payment webhook refused the sandbox's event: ${answer.statusCode} ${answer.body}`,
        );
      return { outcome: (JSON.parse(answer.body) as { outcome: string }).outcome };
    },
  };
}
