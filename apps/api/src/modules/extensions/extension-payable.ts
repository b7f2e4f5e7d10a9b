import type { CreatePaymentRequest } from '@estadia/domain';
import type { RentalExtensionRow, RentalRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { extensionNotAwaitingPayment } from './extension-errors.ts';

/**
 * Whether an extension's difference can be charged now (under its rental's and its own lock): signed,
 * not yet paid nor expired, on a stay still RENTED, in one charge (Pix, boleto à vista or card).
 */
export function assertExtensionPayable(
  rental: RentalRow,
  extension: RentalExtensionRow,
  request: CreatePaymentRequest,
): void {
  if (extension.status !== 'WAITING_FOR_PAYMENT' || rental.status !== 'RENTED')
    throw extensionNotAwaitingPayment();
  if (request.paymentType === 'BANK_SLIP_MONTHLY') {
    throw new AppError(
      422,
      'PAYMENT_TYPE_NOT_ALLOWED',
      'A diferença da prorrogação é paga de uma vez: por Pix, boleto à vista ou cartão.',
    );
  }
}
