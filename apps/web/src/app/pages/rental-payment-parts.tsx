import {
  type RentalPaymentParts,
  RentalPaymentScreen,
} from '@/features/payments/pages/rental-payment-screen';
import { ContractStep } from '@/features/rentals/components/contract/contract-step';
import { GuaranteePanel } from '@/features/rentals/components/guarantee/guarantee-panel';
import { WithdrawalNotice } from '@/features/rentals/components/withdrawal-notice';

/**
 * The payment screen is the payments feature's; between its steps it shows the rental's own (signing the
 * contract, the CredPago analysis, the withdrawal right), which are the rentals feature's. Features do not
 * import each other (npm run lint:walls), so they meet here, in the app, and the screen is given them.
 */
export const RENTAL_PAYMENT_PARTS: RentalPaymentParts = { ContractStep, GuaranteePanel, WithdrawalNotice };

/** The payment screen with the rental's steps (see rental-payment-page.tsx, the route module that loads it). */
export function RentalPaymentScreenWithParts() {
  return <RentalPaymentScreen parts={RENTAL_PAYMENT_PARTS} />;
}
