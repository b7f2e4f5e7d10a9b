import { booleanText } from './env-values.ts';

/** The environment variable that lets a public server run the sandbox, part of config.ts's schema. */
export const sandboxPaymentsEnvShape = {
  ALLOW_SANDBOX_PAYMENTS: booleanText.default(false),
};

/** Addresses only this machine reaches: a sandbox behind one is a developer's, a test's or a demo's. */
export function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * Why the configuration cannot start, or undefined. The sandbox's confirmation route lets any customer
 * mark their own payment paid: on a server the public reaches (PUBLIC_URL not on this machine) that would
 * hand out stays for nothing, so it takes an explicit ALLOW_SANDBOX_PAYMENTS=true (a staging server).
 */
export function sandboxPaymentsProblem(values: {
  PAYMENT_PROVIDER: string;
  PUBLIC_URL?: string | undefined;
  ALLOW_SANDBOX_PAYMENTS: boolean;
}): string | undefined {
  const { PAYMENT_PROVIDER: provider, PUBLIC_URL: publicUrl } = values;
  if (provider !== 'sandbox' || values.ALLOW_SANDBOX_PAYMENTS) return undefined;
  // Without PUBLIC_URL the links point at http://localhost:<PORT>.
  if (publicUrl === undefined || isLocalAddress(publicUrl)) return undefined;
  return (
    `PAYMENT_PROVIDER=sandbox num servidor público (PUBLIC_URL=${publicUrl}): no ambiente de testes de ` +
    'pagamentos qualquer cliente pode marcar o próprio pagamento como pago, sem dinheiro nenhum. Use ' +
    'PAYMENT_PROVIDER=mercadopago ou, se este servidor é mesmo só para testes, defina ALLOW_SANDBOX_PAYMENTS=true'
  );
}
