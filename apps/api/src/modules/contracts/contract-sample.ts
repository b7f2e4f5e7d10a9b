import { standardFurniture } from '@estadia/domain';
import type { ContractData } from './contract-data.ts';

/** A short stay's contract data, as the contract and the addendum tests fill their documents from. */
export const SAMPLE_CONTRACT: ContractData = {
  rentalId: '3f2a9c1b-0d4e-4a5b-8c6d-7e8f9a0b1c2d',
  shortId: '3F2A9C1B',
  issuedAt: new Date('2025-01-05T15:00:00.000Z'),
  company: {
    name: 'Estadia Locações Ltda.',
    cnpj: '11222333000181',
    address: 'Avenida Rondon Pacheco, 1000, Santa Mônica, Uberlândia - MG, 38408-343',
  },
  customer: {
    name: 'Maria da Silva',
    email: 'maria@exemplo.com.br',
    cpfOrCnpj: '52998224725',
    rg: 'MG-12.345.678',
    rgIssuer: 'SSP',
    rgIssuerState: 'MG',
    address: {
      street: 'Rua das Flores',
      number: '10',
      complement: 'Apto 3',
      neighborhood: 'Centro',
      postCode: '38400000',
      cityName: 'Uberlândia',
      stateInitials: 'MG',
    },
  },
  project: {
    name: 'Estadia Santa Mônica',
    address: 'Av. Segismundo Pereira, 1450',
    neighborhood: 'Santa Mônica',
    city: 'Uberlândia',
    stateInitials: 'MG',
  },
  modality: { name: 'Studio', bedrooms: 1, areaM2: 32.5, maxOccupants: 2 },
  apartment: { block: 'A', floor: 2, number: '203' },
  startDate: '2025-01-10',
  endDate: '2025-01-15',
  nights: 5,
  period: 'SHORT_PERIOD',
  carSpots: { common: 1, covered: 0 },
  priceLines: [
    { kind: 'RENT', label: '5 noites · período curto', amountCents: 100_000 },
    { kind: 'COMMON_SPOTS', label: '1 vaga comum × 5 noites', amountCents: 7_500 },
  ],
  totalCents: 107_500,
  paymentType: null,
  rentGuaranteeType: 'SECURITY_DEPOSIT',
  securityDepositCents: 150_000,
  rentRegime: 'UP_FRONT',
  holdHours: 24,
  furniture: standardFurniture(0),
  guarantor: null,
};
