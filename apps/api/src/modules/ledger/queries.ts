/** What the payments module reads of the ledger's fee accounts: the fees a rental keeps and its rent balance. */
export { findKeptFees, type KeptFee, rentBalanceCents } from './fee-repository.ts';
