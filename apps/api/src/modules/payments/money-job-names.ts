/** The durable jobs a change of money leaves (money-followups.ts enqueues them, the issuance and the sweeps too). */
export const REFUND_JOB = 'payments.refund';
export const VOID_CHARGE_JOB = 'payments.void-charge';
export const ISSUE_BOLETO_JOB = 'payments.issue-boleto';
export const CAPTURE_DEPOSIT_JOB = 'payments.capture-deposit';
