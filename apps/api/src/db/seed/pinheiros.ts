import { photo } from './photos.ts';
import type { SeedProject } from './seed-types.ts';

const slug = 'pinheiros';

export const pinheiros: SeedProject = {
  slug,
  name: 'Estadia Pinheiros',
  description:
    'Entre o Largo da Batata e a Rua Fradique Coutinho, o Estadia Pinheiros é a base ideal para quem vem ' +
    'a São Paulo a trabalho ou quer viver a cidade por algumas semanas. Studios e apartamentos de um ' +
    'quarto totalmente equipados, a poucos passos da estação Fradique Coutinho da Linha 4-Amarela, com ' +
    'rooftop, coworking e bicicletário.',
  address: 'Rua dos Pinheiros, 870',
  neighborhood: 'Pinheiros',
  city: 'São Paulo',
  stateInitials: 'SP',
  lat: -23.564_1,
  lng: -46.684_3,
  photos: [
    photo(slug, 'fachada', 'Fachada do Estadia Pinheiros, prédio de concreto aparente com jardim vertical'),
    photo(slug, 'lazer', 'Rooftop do Estadia Pinheiros com deck de madeira e vista para a cidade'),
    photo(slug, 'sala', 'Sala de um apartamento do Estadia Pinheiros com sofá cinza e estante de livros'),
  ],
  amenities: [
    'Portaria 24 horas',
    'Wi-Fi de alta velocidade',
    'Rooftop com vista',
    'Coworking',
    'Academia',
    'Lavanderia compartilhada',
    'Bicicletário',
    'Aceita pets',
    'Apartamentos mobiliados',
    'Fechadura eletrônica',
  ],
  commonSpotDailyCents: 4500,
  coveredSpotDailyCents: 6000,
  modalities: [
    {
      name: 'Studio',
      description:
        'Studio de 28 m² com cama queen, cozinha equipada, mesa de trabalho com cadeira ergonômica e ' +
        'janelas antirruído. Tudo o que você precisa para uma temporada produtiva em São Paulo.',
      bedrooms: 0,
      areaM2: 28,
      maxOccupants: 2,
      priceShortPeriod: 299,
      priceLongPeriod: 5290,
      // Long stays are on a launch discount.
      dynamicPrices: { longPeriod: 4990 },
      photos: [
        photo(slug, 'sala', 'Studio com cama queen, mesa de trabalho e janela antirruído'),
        photo(slug, 'cozinha', 'Cozinha do studio com cooktop de indução e utensílios'),
        photo(slug, 'banheiro', 'Banheiro do studio com revestimento em tons claros'),
      ],
    },
    {
      name: '1 quarto',
      description:
        'Apartamento de 42 m² com quarto de casal, sala de estar com home office, cozinha integrada e ' +
        'lavadora de roupas. Conforto de casa para quem fica um mês ou mais.',
      bedrooms: 1,
      areaM2: 42,
      maxOccupants: 3,
      priceShortPeriod: 389,
      priceLongPeriod: 6890,
      dynamicPrices: null,
      photos: [
        photo(slug, 'quarto', 'Quarto de casal com cabeceira estofada e luminárias de leitura'),
        photo(slug, 'sala', 'Sala com home office, sofá e tapete'),
        photo(slug, 'cozinha', 'Cozinha integrada com bancada e lavadora de roupas'),
        photo(slug, 'banheiro', 'Banheiro com box de vidro e nicho iluminado'),
      ],
    },
  ],
  layout: { blocks: ['A', 'B'], floors: 7, units: ['Studio', '1 quarto'] },
};
