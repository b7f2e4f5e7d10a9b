/** The customer's contract data (name, documents, address), for the extension addendum. */
/** Who signed the contract, in order (the addendum's parties are the contract's). */
export {
  type CustomerRow,
  findCustomer,
  findSignatures as findContractSignatures,
  type SignatureRecord,
} from './repository.ts';
