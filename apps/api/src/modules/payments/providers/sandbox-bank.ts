import { randomUUID } from 'node:crypto';
import type { PaymentRow } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { chargedCents } from '../charged-cents.ts';
import type { SandboxBank } from '../service.ts';
import {
  PAYMENT_AUTHORIZED_EVENT,
  PAYMENT_PAID_EVENT,
  type PaymentWebhookEvent,
} from '../webhook/webhook-event.ts';
import { signWebhookBody } from '../webhook/webhook-signature.ts';
import { sandboxPaymentId } from './sandbox-provider.ts';

export interface WebhookDelivery {
  statusCode: number;
  body: string;
}

export interface SandboxBankOptions {
  clock: Clock;
  secret: string;
  /** Sends the signed event to POST /api/payments/webhook, as a provider's server would. */
  deliver(body: string, headers: Record<string, string>): Promise<WebhookDelivery>;
}

/**
 * The sandbox's stand-in for the banks: paying a charge sends the same signed event a provider would,
 * through the same webhook, so the sandbox exercises exactly the path real money takes. Each payment
 * is a new event (a second payment of one charge is a new notification, not a replay) with its own
 * payment id, as Mercado Pago's payments have.
 */
export function createSandboxBank({ clock, secret, deliver }: SandboxBankOptions): SandboxBank {
  return {
    async pay(payment: PaymentRow) {
      const now = clock.now();
      const amountCents = chargedCents(payment);
      // A caução on a card is reserved on it, not paid: its bank says so (captured later, for deductions).
      const reserved =
        payment.purpose === 'DEPOSIT' &&
        payment.payment_type === 'CREDIT_CARD' &&
        payment.status === 'PENDING';
      const event: PaymentWebhookEvent = {
        id: `sbx_evt_${randomUUID()}`,
        type: reserved ? PAYMENT_AUTHORIZED_EVENT : PAYMENT_PAID_EVENT,
        createdAt: now.toISOString(),
        data: {
          paymentId: payment.id,
          amountCents,
          paidAt: now.toISOString(),
          // This payment's own id at the bank: a refund of its money targets it.
          providerPaymentId: sandboxPaymentId(secret, payment.id, amountCents),
        },
      };
      const body = JSON.stringify(event);
      const answer = await deliver(body, {
        'content-type': 'application/json',
        'x-signature': signWebhookBody(body, secret),
      });
      if (answer.statusCode !== 200) {
        throw new Error(
          `The payment webhook refused the sandbox's event: ${answer.statusCode} ${answer.body}`,
        );
      }
    },
  };
}
