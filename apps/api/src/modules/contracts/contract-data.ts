import {
  type CarSpots,
  type FurnitureItem,
  nightsBetween,
  type PaymentType,
  type PeriodKind,
  periodForNights,
  type QuoteLine,
  type RentGuaranteeType,
  type RentRegime,
  rentalShortId,
} from '@estadia/domain';
import type { RentalRow } from '../../db/schema.ts';
import { guaranteeOfLease, leaseRegime } from '../rentals/lease-regime.ts';
import { rentalCatalogEntries } from '../rentals/rental-catalog.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import type { CustomerRow } from './repository.ts';

export interface Company {
  name: string;
  cnpj: string;
  address: string;
}

/** Everything a contract says, gathered from the rental, its customer, the catalogue and the company. */
export interface ContractData {
  rentalId: string;
  shortId: string;
  /**
   * The contract's date: the approval (or, failing that, the creation) of the rental. Never "now": the
   * same rental must give the same bytes, so the hash a customer signed can be checked again later.
   */
  issuedAt: Date;
  company: Company;
  customer: {
    name: string;
    email: string;
    cpfOrCnpj: string | null;
    rg: string | null;
    rgIssuer: string | null;
    rgIssuerState: string | null;
    address: {
      street: string | null;
      number: string | null;
      complement: string | null;
      neighborhood: string | null;
      postCode: string | null;
      cityName: string | null;
      stateInitials: string | null;
    };
  };
  project: { name: string; address: string; neighborhood: string; city: string; stateInitials: string };
  modality: { name: string; bedrooms: number; areaM2: number; maxOccupants: number };
  apartment: { block: string; floor: number; number: string };
  startDate: string;
  endDate: string;
  nights: number;
  period: PeriodKind;
  carSpots: CarSpots;
  priceLines: QuoteLine[];
  totalCents: number;
  paymentType: PaymentType | null;
  rentGuaranteeType: RentGuaranteeType | null;
  /** The caução owed (SECURITY_DEPOSIT with an amount), null without one. */
  securityDepositCents: number | null;
  /** When the rent may be charged: the lease's length and the guarantee it really has (lease-regime.ts). */
  rentRegime: RentRegime;
  /** How long an approved rental waits for its payment (HOLD_HOURS), as the policy states it. */
  holdHours: number;
  /** The modality's furniture, listed in the contract (Lei 8.245/1991, art. 48, parágrafo único). */
  furniture: FurnitureItem[];
  /** The fiador staff approved, qualified from their own answers (and the spouse who consents); null otherwise. */
  guarantor: ContractGuarantor | null;
}

export interface ContractGuarantor {
  name: string;
  cpf: string;
  maritalStatus: string;
  spouse: { name: string; cpf: string } | null;
  address: string;
}

export function toContractData(
  rental: RentalRow,
  customer: CustomerRow,
  catalog: CatalogLookup,
  terms: {
    company: Company;
    holdHours: number;
    furniture: FurnitureItem[];
    guarantor?: ContractGuarantor | null;
  },
): ContractData {
  const { apartment, modality, project } = rentalCatalogEntries(rental, catalog);
  const nights = nightsBetween(rental.start_date, rental.end_date);
  return {
    rentalId: rental.id,
    shortId: rentalShortId(rental.id),
    issuedAt: rental.approved_at ?? rental.created_at,
    company: terms.company,
    customer: {
      name: customer.name,
      email: customer.email,
      cpfOrCnpj: customer.cpf_or_cnpj,
      rg: customer.rg,
      rgIssuer: customer.rg_issuer,
      rgIssuerState: customer.rg_issuer_state,
      address: {
        street: customer.address_street,
        number: customer.address_number,
        complement: customer.address_complement,
        neighborhood: customer.address_neighborhood,
        postCode: customer.address_post_code,
        cityName: customer.address_city_name,
        stateInitials: customer.address_state_initials,
      },
    },
    project: {
      name: project.name,
      address: project.address,
      neighborhood: project.neighborhood,
      city: project.city.name,
      stateInitials: project.city.stateInitials,
    },
    modality: {
      name: modality.name,
      bedrooms: modality.bedrooms,
      areaM2: modality.areaM2,
      maxOccupants: modality.maxOccupants,
    },
    apartment: { block: apartment.block, floor: apartment.floor, number: apartment.number },
    startDate: rental.start_date,
    endDate: rental.end_date,
    nights,
    period: periodForNights(nights),
    carSpots: { common: rental.common_car_spots, covered: rental.covered_car_spots },
    priceLines: rental.price_lines,
    totalCents: rental.rental_value_cents,
    paymentType: rental.payment_type,
    rentGuaranteeType: rental.rent_guarantee_type,
    securityDepositCents:
      guaranteeOfLease(rental) === 'SECURITY_DEPOSIT' ? rental.security_deposit_cents : null,
    rentRegime: leaseRegime(rental),
    holdHours: terms.holdHours,
    furniture: terms.furniture,
    guarantor: rental.rent_guarantee_type === 'GUARANTOR' ? (terms.guarantor ?? null) : null,
  };
}
