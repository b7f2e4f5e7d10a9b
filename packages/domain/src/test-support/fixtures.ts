// Sample API objects for the schema tests; not part of the public API.
export const PROJECT_ID = '3f0c6b1e-8d7a-4c39-9a55-2b1f4e6d7c80';
export const MODALITY_ID = '9b2d4f6a-1c3e-4a5b-8d7f-0e1a2b3c4d5e';
export const APARTMENT_ID = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
export const USER_ID = '0d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a';

export const photo = {
  url: '/images/santa-monica/fachada.jpg',
  alt: 'Fachada do prédio',
  width: 1200,
  height: 800,
};

export const modality = {
  id: MODALITY_ID,
  projectId: PROJECT_ID,
  name: 'Studio',
  description: 'Studio mobiliado com cozinha compacta',
  bedrooms: 0,
  areaM2: 28.5,
  maxOccupants: 2,
  priceShortPeriod: 189.9,
  priceLongPeriod: 2890,
  dynamicPrices: { shortPeriod: 159.9 },
  photos: [photo],
};

export const projectSummary = {
  id: PROJECT_ID,
  slug: 'estadia-santa-monica',
  name: 'Estadia Santa Mônica',
  description: 'Apartamentos mobiliados perto da UFU',
  address: 'Av. Segismundo Pereira, 1000',
  neighborhood: 'Santa Mônica',
  city: { name: 'Uberlândia', stateInitials: 'MG' },
  location: { lat: -18.9186, lng: -48.2583 },
  photos: [photo],
  amenities: ['Wi-Fi', 'Lavanderia'],
  commonSpotDaily: 1500,
  coveredSpotDaily: 2500,
  apartmentCount: 120,
};

export const project = { ...projectSummary, modalities: [modality] };

export const apartment = {
  id: APARTMENT_ID,
  projectId: PROJECT_ID,
  modalityId: MODALITY_ID,
  block: 'A',
  floor: 3,
  number: '301',
};

export const user = {
  id: USER_ID,
  email: 'maria@exemplo.com.br',
  name: 'Maria da Silva',
  phone: '34998765432',
  birthdate: '1990-05-10',
  hometown: 'Uberlândia',
  hometownState: 'MG',
  profession: 'Engenheira',
  rg: 'MG12345678',
  rgIssuer: 'SSP',
  rgIssuerState: 'MG',
  cpfOrCnpj: '52998224725',
  fathersFullName: 'José da Silva',
  mothersFullName: 'Ana da Silva',
  cpfFileName: null,
  rgFileName: null,
  address: {
    street: 'Av. Rondon Pacheco',
    number: '1000',
    complement: null,
    postCode: '38400000',
    neighborhood: 'Santa Mônica',
    city: { name: 'Uberlândia', stateInitials: 'MG' },
  },
  permissions: [{ module: 'WEB' }],
  createdDate: '2025-01-10T12:00:00.000Z',
  updatedDate: '2025-01-11T08:30:00.000Z',
};
