import { CONTRACT_SIGNER_ROLE_LABELS, type ContractEvidence } from '@estadia/domain';
import type { ContractEvidenceRow } from './repository.ts';

/**
 * The contract's signature evidence as staff read it: the customer's (the fields every client reads) and
 * each party's in `signers`, named as their evidence page names them; null before anyone signed.
 */
export function contractEvidenceView(
  rows: readonly ContractEvidenceRow[],
  signedUrl: string,
): ContractEvidence | null {
  const customer = rows.find((row) => row.role === 'TENANT') ?? rows[0];
  const last = rows.at(-1);
  if (!customer || !last) return null;
  return {
    signedAt: customer.signed_at.toISOString(),
    ip: customer.ip,
    userAgent: customer.user_agent,
    email: customer.email,
    sha256: customer.contract_sha256,
    signedPdfSha256: last.signed_pdf_sha256,
    signers: rows.map((row) => ({
      role: row.role,
      roleLabel: CONTRACT_SIGNER_ROLE_LABELS[row.role],
      name: row.signer_name,
      email: row.email,
      signedAt: row.signed_at.toISOString(),
      ip: row.ip,
      userAgent: row.user_agent,
    })),
    signedUrl,
  };
}
