/** The rentals with their customer's name and contacts, for the front desk and the dashboard. */
export { findRentalsWithCustomers, findRentalWithCustomer, type RentalWithCustomer } from './repository.ts';
