/** A customer's name and e-mail address, for the modules that write to them. */
export { type Customer, findCustomer } from './repository.ts';
