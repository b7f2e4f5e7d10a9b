import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/** proxy-addr's names for address ranges, which Fastify's `trustProxy` accepts beside IPs and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY, as Fastify's `trustProxy`: false, or the proxies' addresses. `true` is refused: Fastify
 * would then take the client's address from X-Forwarded-For whoever sent it, so any client could
 * choose the address the login and sign-up limits count under and never be limited. A hop count is
 * refused too, as Fastify itself no longer honours one, for the same reason.
 */
export const trustProxyText = z.string().transform((value, context): false | string[] => {
  const word = value.toLowerCase();
  if (['true', 'yes', 'sim', '*'].includes(word)) {
    context.addIssue({
      code: 'custom',
      message:
        'confiar em qualquer origem não é aceito: qualquer cliente poderia forjar, em X-Forwarded-For, ' +
        'o endereço em que se baseiam os limites de tentativas. Informe os IPs ou CIDRs do ' +
        'balanceador (ex.: 10.0.0.0/8) ou false',
    });
    return z.NEVER;
  }
  if (['false', 'no', 'nao', 'não'].includes(word)) return false;
  if (/^\d+$/.test(value)) {
    context.addIssue({
      code: 'custom',
      message: 'contagem de saltos não é aceita: informe os IPs ou CIDRs do balanceador (ou false)',
    });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `use false ou uma lista de IPs/CIDRs separados por vírgula (inválido: ${invalid
        .map((entry) => JSON.stringify(entry))
        .join(', ')})`,
    });
    return z.NEVER;
  }
  return entries;
});

export const UNLISTED_PROXY_WARNING =
  'TRUST_PROXY não informado: os limites por endereço IP usam o endereço da conexão. Atrás de um ' +
  'balanceador, todos os clientes parecem vir do endereço dele e dividem os mesmos limites; informe ' +
  'em TRUST_PROXY os IPs ou CIDRs do balanceador';

/**
 * A server on PostgreSQL is a production-like deployment, usually behind a load balancer: without a
 * listed proxy, every client would share the balancer's address, and its limits. Said at start-up so
 * that it is seen before the first customer is refused.
 */
export function warnAboutUnlistedProxy(
  logger: Pick<FastifyBaseLogger, 'warn'>,
  settings: { databaseUrl: string | undefined; trustProxy: false | string[] },
): void {
  if (settings.databaseUrl && settings.trustProxy === false) logger.warn(UNLISTED_PROXY_WARNING);
}
