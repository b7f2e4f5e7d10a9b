import type { FastifyInstance } from 'fastify';
import { bcbSavingsRates } from '../lib/savings-rates/bcb-savings-rates.ts';
import { AccountService } from '../modules/account/service.ts';
import { loadContractSummaries } from '../modules/contracts/contract-attachments.ts';
import { contractsRoutes } from '../modules/contracts/routes.ts';
import { ContractsService } from '../modules/contracts/service.ts';
import { depositsRoutes } from '../modules/deposits/routes.ts';
import { savingsRatesRoutes } from '../modules/deposits/savings-rates-routes.ts';
import { DepositsService } from '../modules/deposits/service.ts';
import { loadDoorAccess } from '../modules/door-access/door-access-attachments.ts';
import { loadEarlyDepartures } from '../modules/early-departure/early-departure-attachments.ts';
import { earlyDepartureRoutes } from '../modules/early-departure/routes.ts';
import { EarlyDepartureService } from '../modules/early-departure/service.ts';
import { TransferLetterReviewService } from '../modules/early-departure/transfer-letter-review.ts';
import { transferLetterRoutes } from '../modules/early-departure/transfer-letter-routes.ts';
import { extensionsRoutes } from '../modules/extensions/routes.ts';
import { ExtensionsService } from '../modules/extensions/service.ts';
import { loadGuarantees } from '../modules/guarantees/guarantee-attachments.ts';
import { registerGuarantees } from '../modules/guarantees/guarantees-module.ts';
import { occupantsRoutes } from '../modules/occupants/routes.ts';
import { OccupantsService } from '../modules/occupants/service.ts';
import { openExtensionMonths, openPostPaidLease } from '../modules/payments/money-commands.ts';
import { loadRentalPayments } from '../modules/payments/payments-attachments.ts';
import { createPaymentsSettlement } from '../modules/payments/payments-settlement.ts';
import { RentalApprovalService } from '../modules/rentals/approval-service.ts';
import { RentalPresenter } from '../modules/rentals/rental-presenter.ts';
import { rentalsRoutes } from '../modules/rentals/routes.ts';
import { RentalsService } from '../modules/rentals/service.ts';
import type { Money } from './money.ts';
import type { Platform } from './platform.ts';

// The customer's rental and stay: 'Prorrogar estadia', the rental itself, its contract, who stays and the
// arrival, 'Antecipar saída' and the review of its transfer letter.

export interface Stay {
  rentalPresenter: RentalPresenter;
  rentals: RentalsService;
  /** The cauções' settlements (the periodic round settles the due ones). */
  deposits: DepositsService;
}

export async function registerStay(app: FastifyInstance, platform: Platform, money: Money): Promise<Stay> {
  const { config, db, clock, catalog, limiter, mailer, notices, door } = platform;
  const { followUps } = money;
  // 'Prorrogar estadia': the extension holds its nights, its addendum is signed, its difference paid.
  const extensions = new ExtensionsService({
    db,
    catalog,
    clock,
    company: config.company,
    holdHours: config.holdHours,
    door,
    // A fiança's addendum waits for its fiador too: the party still to sign is e-mailed.
    notices,
    // An extension of a lease billed month by month: its months written at the addendum's signature.
    extensionMonths: async (trx, rental, extension, at, regime) => {
      await openExtensionMonths(trx, rental, extension, at, {
        regime,
        provider: money.provider.name,
        followUps,
      });
    },
  });
  await app.register(extensionsRoutes, { extensions, payments: money.payments, limiter });

  // Contracts and payments add their part of a rental's answer through the presenter's loaders.
  const rentalPresenter = new RentalPresenter(
    db,
    catalog,
    [loadContractSummaries, loadRentalPayments, loadEarlyDepartures, loadDoorAccess, loadGuarantees],
    config.holdHours,
  );
  const rentals = new RentalsService({
    db,
    catalog,
    presenter: rentalPresenter,
    clock,
    autoApprove: config.autoApprove,
    settlement: createPaymentsSettlement({ followUps }),
    notices,
    door,
  });
  await app.register(rentalsRoutes, { rentals, limiter });
  // The rental's one guarantee: the guarantee provider's analysis approves the rental waiting for it.
  const approvals = new RentalApprovalService(db, rentalPresenter, clock, notices);
  await registerGuarantees(app, {
    db,
    clock,
    limiter,
    presenter: rentalPresenter,
    account: new AccountService(db),
    depositOf: (modalityId) => catalog.findModality(modalityId)?.securityDepositCents ?? null,
    mailer,
    publicUrl: config.publicUrl,
    ...(config.autoApprove ? { approve: (rentalId: string) => approvals.approve(rentalId) } : {}),
  });
  const contracts = new ContractsService({
    db,
    catalog,
    presenter: rentalPresenter,
    clock,
    company: config.company,
    holdHours: config.holdHours,
    publicUrl: config.publicUrl,
    notices,
    // A post-paid lease's signature opens its months and its door in the signature's transaction.
    postPaidLease: async (trx, rental, at) => {
      await openPostPaidLease(trx, rental, at, { provider: money.provider.name, followUps });
      await door.sync(trx, rental.id);
    },
  });
  await app.register(contractsRoutes, { contracts });
  // The stay after payment: who stays and the arrival.
  await app.register(occupantsRoutes, {
    occupants: new OccupantsService({ db, catalog, presenter: rentalPresenter, clock }),
  });
  // 'Antecipar saída': a paid stay shortened by its customer, priced by the domain's one rule.
  await app.register(earlyDepartureRoutes, {
    earlyDepartures: new EarlyDepartureService({
      db,
      clock,
      catalog,
      presenter: rentalPresenter,
      followUps,
      mailer,
      publicUrl: config.publicUrl,
      door,
    }),
  });
  // Staff check the transfer letter of an early departure before its fine is given back (decision 0016).
  await app.register(transferLetterRoutes, {
    reviews: new TransferLetterReviewService({
      db,
      clock,
      followUps,
      mailer,
      publicUrl: config.publicUrl,
    }),
  });
  // The caução's settlement after check-out: proposed by staff, answered by the customer, settled.
  const deposits = new DepositsService({
    db,
    clock,
    followUps,
    mailer,
    catalog,
    publicUrl: config.publicUrl,
    rates:
      config.payments.savingsRates.source === 'bcb'
        ? bcbSavingsRates(config.payments.savingsRates.url)
        : undefined,
    logger: app.log,
  });
  await app.register(depositsRoutes, { deposits });
  await app.register(savingsRatesRoutes, { deposits });
  return { rentalPresenter, rentals, deposits };
}
