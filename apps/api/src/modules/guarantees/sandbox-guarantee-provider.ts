import { createHash } from 'node:crypto';
import { isValidCpf, normalizeDocument } from '@estadia/domain';
import type { GuaranteeAnalysis, GuaranteeAnalysisRequest, GuaranteeProvider } from './guarantee-provider.ts';

/**
 * CPFs the sandbox refuses, so a refused analysis can be tried (README, 'Garantias'): both have valid check
 * digits, so only the analysis refuses them.
 */
export const SANDBOX_REFUSED_CPFS: readonly string[] = ['98765432100', '12345678909'];

/** The sandbox's fee: 12% of a month's rent (illustrative; the real one is the provider's price). */
const SANDBOX_FEE_RATE = 0.12;

/**
 * The built-in guarantee provider: approves a complete profile with a valid CPF, as a credit analysis would
 * on a clean record, and refuses what the real one refuses before analysing (an incomplete profile, an
 * invalid CPF, a company) and the test CPFs above. Deterministic: the same lease gets the same reference.
 */
export class SandboxGuaranteeProvider implements GuaranteeProvider {
  readonly name = 'sandbox';

  async analyse(request: GuaranteeAnalysisRequest): Promise<GuaranteeAnalysis> {
    const { tenant, lease } = request;
    const missing = [
      tenant.name ? null : 'nome',
      tenant.birthdate ? null : 'data de nascimento',
      tenant.address.postCode && tenant.address.city && tenant.address.state ? null : 'endereço',
    ].filter((field) => field !== null);
    if (missing.length > 0)
      return { approved: false, reason: `Perfil incompleto para a análise: falta ${missing.join(', ')}.` };
    const document = normalizeDocument(tenant.document ?? '');
    if (document.length === 14)
      return { approved: false, reason: 'A CredPago garante locações de pessoas físicas: informe um CPF.' };
    if (!isValidCpf(document))
      return { approved: false, reason: 'CPF inválido: confira os dígitos no seu perfil.' };
    if (SANDBOX_REFUSED_CPFS.includes(document))
      return { approved: false, reason: 'A análise de crédito não aprovou a garantia para este CPF.' };
    const reference = `SBX-${createHash('sha256').update(request.rentalId).digest('hex').slice(0, 12).toUpperCase()}`;
    return { approved: true, reference, feeCents: Math.round(lease.monthlyRentCents * SANDBOX_FEE_RATE) };
  }
}
