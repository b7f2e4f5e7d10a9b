import type { PartialDateInterval } from '../dates/interval.ts';
import type { PaymentType } from '../enums/payment-types.ts';
import type { RentGuaranteeType } from '../enums/rent-guarantee-types.ts';
import type { CarSpotsCount, ModalityPrices } from '../pricing/quote.ts';

/** The rental request a customer is putting together (spec §3 "Rental request (draft)"). */
export interface RentalRequestDraft<
  TProject extends { id: string } = { id: string },
  TApartment extends { id: string } = { id: string },
  TModality extends ModalityPrices = ModalityPrices,
> {
  userId: string | null;
  occupantsIds: string[];
  project: TProject | null;
  block: string | null;
  floor: number | null;
  apartment: TApartment | null;
  contract: { id: string } | null;
  modality: TModality | null;
  carSpots: CarSpotsCount;
  interval: PartialDateInterval;
  payment: { id: string } | null;
  paymentType: PaymentType | null;
  rentGuaranteeType: RentGuaranteeType | null;
  /** In cents. */
  rentalValue: number;
  createdDate: string | null;
}

export function createEmptyRentalRequest<
  TProject extends { id: string } = { id: string },
  TApartment extends { id: string } = { id: string },
  TModality extends ModalityPrices = ModalityPrices,
>(): RentalRequestDraft<TProject, TApartment, TModality> {
  return {
    userId: null,
    occupantsIds: [],
    project: null,
    block: null,
    floor: null,
    apartment: null,
    contract: null,
    modality: null,
    carSpots: { common: 0, covered: 0 },
    interval: { start: null, end: null },
    payment: null,
    paymentType: null,
    rentGuaranteeType: null,
    rentalValue: 0,
    createdDate: null,
  };
}
