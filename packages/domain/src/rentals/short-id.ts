/**
 * The short code people read and say for a rental: the first 8 hex digits of its id, upper-case
 * ('3F2A9C1B'), as on the contract, the receipts and the downloaded file names.
 */
export function rentalShortId(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}
