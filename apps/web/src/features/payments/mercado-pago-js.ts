// MercadoPago.js v2 in the browser: loaded once from the URL the server names (MERCADOPAGO_JS_URL,
// https://sdk.mercadopago.com/js/v2 in production, allowed by the Content-Security-Policy only when
// Mercado Pago is the provider), and the part of its core methods the card form uses. The card's
// number and security code go from this page to Mercado Pago only; the server gets a token.

/** One of Mercado Pago's payment methods for a card's first digits (getPaymentMethods). */
export interface MercadoPagoPaymentMethod {
  id: string;
  name: string;
  payment_type_id: string;
  issuer?: { id: number | string; name: string } | null;
  additional_info_needed?: string[];
  settings?: { security_code?: { length?: number; card_location?: string } }[];
}

/** One way to pay in installments, priced by Mercado Pago (getInstallments → payer_costs). */
export interface MercadoPagoPayerCost {
  installments: number;
  installment_rate: number;
  installment_amount: number;
  total_amount: number;
  recommended_message?: string;
}

export interface MercadoPagoCardTokenInput {
  cardNumber: string;
  cardholderName: string;
  cardExpirationMonth: string;
  cardExpirationYear: string;
  securityCode: string;
  identificationType: 'CPF' | 'CNPJ';
  identificationNumber: string;
}

/** The instance `new MercadoPago(publicKey, { locale })` returns: the core methods we call. */
export interface MercadoPagoInstance {
  getPaymentMethods(options: { bin: string }): Promise<{ results: MercadoPagoPaymentMethod[] }>;
  getIssuers(options: {
    paymentMethodId: string;
    bin: string;
  }): Promise<{ id: number | string; name: string }[]>;
  getInstallments(options: {
    amount: string;
    bin: string;
    paymentTypeId?: string;
  }): Promise<{ payment_method_id: string; payer_costs: MercadoPagoPayerCost[] }[]>;
  createCardToken(card: MercadoPagoCardTokenInput): Promise<{ id: string }>;
}

type MercadoPagoConstructor = new (publicKey: string, options?: { locale?: string }) => MercadoPagoInstance;

declare global {
  interface Window {
    MercadoPago?: MercadoPagoConstructor;
  }
}

const loading = new Map<string, Promise<MercadoPagoConstructor>>();

/** Adds MercadoPago.js to the page once per URL; rejects when it cannot load (offline, blocked). */
export function loadMercadoPagoJs(url: string): Promise<MercadoPagoConstructor> {
  if (window.MercadoPago) return Promise.resolve(window.MercadoPago);
  const pending = loading.get(url);
  if (pending) return pending;
  const promise = new Promise<MercadoPagoConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () =>
      window.MercadoPago ? resolve(window.MercadoPago) : reject(new Error('MercadoPago.js não carregou'));
    script.onerror = () => {
      loading.delete(url);
      script.remove();
      reject(new Error('MercadoPago.js não carregou'));
    };
    document.head.append(script);
  });
  loading.set(url, promise);
  return promise;
}

/**
 * The first 8 digits, from which Mercado Pago tells the brand and the issuer (8-digit BINs are the
 * card networks' rule since 2022); asked once per card rather than at every digit.
 */
export function binOf(cardNumber: string): string | null {
  const digits = cardNumber.replace(/\D/g, '');
  return digits.length >= 8 ? digits.slice(0, 8) : null;
}

/** Whether the brand needs the card's issuer sent with the payment (Mercado Pago's additional_info_needed). */
export function needsIssuer(method: MercadoPagoPaymentMethod): boolean {
  return method.additional_info_needed?.includes('issuer_id') ?? false;
}

/** A credit card method Mercado Pago recognised for these digits, or null. */
export function creditCardMethod(
  results: readonly MercadoPagoPaymentMethod[],
): MercadoPagoPaymentMethod | null {
  return results.find((method) => method.payment_type_id === 'credit_card') ?? null;
}

/** Reais with two decimals, as Mercado Pago's amount parameter takes them: 123456 → '1234.56'. */
export function amountParameter(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** 'MM/AA' → Mercado Pago's month and four-digit year. */
export function expiryParts(expiry: string): { month: string; year: string } | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  return match ? { month: match[1]!, year: `20${match[2]}` } : null;
}
