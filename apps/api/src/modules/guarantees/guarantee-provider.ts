/**
 * The port a guarantee provider (CredPago, decision 0024) plugs into, like the payment provider's: the
 * built-in sandbox by default. The guarantees module only ever talks to this interface.
 *
 * `analyse` is idempotent by `rentalId`: asked again (a retry, a second click) it answers for the same
 * lease, never opening a second guarantee.
 */
export interface GuaranteeProvider {
  readonly name: string;
  analyse(request: GuaranteeAnalysisRequest): Promise<GuaranteeAnalysis>;
}

export interface GuaranteeAnalysisRequest {
  /** Our id of the lease: the provider's reference to the guarantee it opens. */
  rentalId: string;
  tenant: {
    name: string | null;
    /** Digits only; a CNPJ is refused (the guarantee is for a person). */
    document: string | null;
    birthdate: string | null;
    email: string;
    address: { postCode: string | null; city: string | null; state: string | null };
  };
  lease: {
    /** The rent of a 30-night month, as the contract prices it. */
    monthlyRentCents: number;
    startDate: string;
    endDate: string;
  };
}

export type GuaranteeAnalysis =
  | { approved: true; reference: string; feeCents: number | null }
  /** `reason`: why, in Portuguese, for the customer. */
  | { approved: false; reason: string };
