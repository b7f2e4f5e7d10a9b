/** The customer's contract data (name, documents, address), for the extension addendum. */
export { type CustomerRow, findCustomer } from './repository.ts';
