import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import {
  isLocalAddress,
  sandboxPaymentsEnvShape,
  sandboxPaymentsProblem,
} from './sandbox-payments-settings.ts';

// The payments' variables, part of config.ts's schema: the provider, the webhook's key, Pix, boleto and
// Mercado Pago.

export const PAYMENT_PROVIDERS = ['sandbox', 'mercadopago'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const SAVINGS_RATES_SOURCES = ['bcb', 'none'] as const;

export const paymentEnvShape = {
  SAVINGS_RATES_SOURCE: z
    .enum(SAVINGS_RATES_SOURCES, { error: `use ${SAVINGS_RATES_SOURCES.join(' ou ')}` })
    .optional(),
  SAVINGS_RATES_URL: z.url({ error: 'deve ser uma URL' }).default('https://api.bcb.gov.br'),
  PAYMENT_PROVIDER: z
    .enum(PAYMENT_PROVIDERS, { error: `use ${PAYMENT_PROVIDERS.join(' ou ')}` })
    .default('sandbox'),
  ...sandboxPaymentsEnvShape,
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, { error: 'deve ter pelo menos 16 caracteres' }).optional(),
  PIX_KEY: z
    .string()
    .trim()
    .min(1)
    .max(77, { error: 'deve ter no máximo 77 caracteres (chave Pix)' })
    .default('pix@estadia.com.br'),
  PIX_MERCHANT_NAME: z.string().trim().min(1).default('Estadia Locacoes'),
  PIX_MERCHANT_CITY: z.string().trim().min(1).default('Uberlandia'),
  PIX_EXPIRY_MINUTES: z.coerce
    .number({ error: 'deve ser um número' })
    .int({ error: 'deve ser um número inteiro de minutos' })
    .min(1, { error: 'deve ser pelo menos 1' })
    .max(7 * 24 * 60, { error: 'deve ser no máximo 10080 (7 dias)' })
    .default(30),
  BOLETO_BANK_CODE: z
    .string()
    .regex(/^\d{3}$/, { error: 'deve ser o código de 3 dígitos do banco (ex.: 001)' })
    .default('001'),
  BOLETO_ISSUE_DAYS_AHEAD: z.coerce
    .number({ error: 'deve ser um número' })
    .int({ error: 'deve ser um número inteiro de dias' })
    .min(1, { error: 'deve ser pelo menos 1' })
    .max(60, { error: 'deve ser no máximo 60' })
    .default(10),
  MERCADOPAGO_ACCESS_TOKEN: z.string().min(10).optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().min(8).optional(),
  // Public by design (Mercado Pago's browser SDK ships it); only card payments need it.
  MERCADOPAGO_PUBLIC_KEY: z.string().min(10).optional(),
  MERCADOPAGO_API_URL: z
    .url({ protocol: /^https?$/, error: 'deve ser uma URL http(s)://…' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.mercadopago.com'),
  // MercadoPago.js v2, which tokenises cards in the browser; a local stand-in in tests (no internet).
  MERCADOPAGO_JS_URL: z
    .url({ protocol: /^https?$/, error: 'deve ser uma URL http(s)://…' })
    .default('https://sdk.mercadopago.com/js/v2'),
};

const paymentEnv = z.object(paymentEnvShape);
type PaymentEnv = z.infer<typeof paymentEnv>;

export interface PaymentsConfig {
  provider: PaymentProviderName;
  /**
   * HMAC key of the X-Signature of POST /api/payments/webhook. Unset: a random one per process, which
   * is enough for the sandbox (its confirmations come from this very process).
   */
  webhookSecret: string;
  pix: { key: string; merchantName: string; merchantCity: string; expiryMinutes: number };
  boletoBankCode: string;
  /** A later month of a monthly boleto is issued this many days before it is due (capped by the provider). */
  boletoIssueDaysAhead: number;
  /**
   * Where the caução's official poupança rates come from: Banco Central, once a day, or only staff's entries.
   * Unset: Banco Central on a public server, staff's on this machine (a developer's, a test's, a demo's).
   */
  savingsRates: { source: 'bcb' | 'none'; url: string };
  mercadoPago:
    | {
        accessToken: string;
        webhookSecret: string;
        apiUrl: string;
        /** MercadoPago.js tokenises cards with it; without it, Pix and boleto still work and a card is refused. */
        publicKey: string | undefined;
        /** Where the browser loads MercadoPago.js from (its origin joins the CSP). */
        jsUrl: string;
      }
    | undefined;
}

/** Mercado Pago needs both of its credentials; the sandbox needs none. */
export function readPayments(values: PaymentEnv & { PUBLIC_URL?: string | undefined }): PaymentsConfig {
  let mercadoPago: PaymentsConfig['mercadoPago'];
  const sandboxProblem = sandboxPaymentsProblem(values);
  if (sandboxProblem) throw new ConfigError([sandboxProblem]);
  if (values.PAYMENT_PROVIDER === 'mercadopago') {
    const missing = [
      ['MERCADOPAGO_ACCESS_TOKEN', values.MERCADOPAGO_ACCESS_TOKEN],
      ['MERCADOPAGO_WEBHOOK_SECRET', values.MERCADOPAGO_WEBHOOK_SECRET],
    ]
      .filter(([, value]) => value === undefined)
      .map(([name]) => `${name}: obrigatório quando PAYMENT_PROVIDER=mercadopago`);
    if (missing.length > 0) throw new ConfigError(missing);
    mercadoPago = {
      accessToken: values.MERCADOPAGO_ACCESS_TOKEN!,
      webhookSecret: values.MERCADOPAGO_WEBHOOK_SECRET!,
      apiUrl: values.MERCADOPAGO_API_URL,
      publicKey: values.MERCADOPAGO_PUBLIC_KEY,
      jsUrl: values.MERCADOPAGO_JS_URL,
    };
  }
  return {
    provider: values.PAYMENT_PROVIDER,
    webhookSecret: values.PAYMENT_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
    pix: {
      key: values.PIX_KEY,
      merchantName: values.PIX_MERCHANT_NAME,
      merchantCity: values.PIX_MERCHANT_CITY,
      expiryMinutes: values.PIX_EXPIRY_MINUTES,
    },
    boletoBankCode: values.BOLETO_BANK_CODE,
    savingsRates: {
      source:
        values.SAVINGS_RATES_SOURCE ??
        (values.PUBLIC_URL === undefined || isLocalAddress(values.PUBLIC_URL) ? 'none' : 'bcb'),
      url: values.SAVINGS_RATES_URL,
    },
    boletoIssueDaysAhead: values.BOLETO_ISSUE_DAYS_AHEAD,
    mercadoPago,
  };
}
