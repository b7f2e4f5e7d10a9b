import { photo } from './photos.ts';
import type { SeedProject } from './seed-types.ts';

const slug = 'boa-viagem';

export const boaViagem: SeedProject = {
  slug,
  name: 'Estadia Boa Viagem',
  description:
    'A duas quadras da praia de Boa Viagem e perto do Shopping Recife, o Estadia Boa Viagem junta o clima ' +
    'de férias com a praticidade de morar bem. Apartamentos ventilados, com varanda e ar-condicionado, ' +
    'piscina na cobertura e portaria 24 horas — para um fim de semana à beira-mar ou para uma temporada ' +
    'de trabalho na capital pernambucana.',
  address: 'Av. Conselheiro Aguiar, 2738',
  neighborhood: 'Boa Viagem',
  city: 'Recife',
  stateInitials: 'PE',
  lat: -8.118_6,
  lng: -34.898_5,
  photos: [
    photo(slug, 'fachada', 'Fachada do Estadia Boa Viagem, prédio branco com varandas de vidro e coqueiros'),
    photo(
      slug,
      'lazer',
      'Piscina na cobertura do Estadia Boa Viagem com espreguiçadeiras e vista para o mar',
    ),
    photo(
      slug,
      'sala',
      'Sala clara e ventilada de um apartamento do Estadia Boa Viagem, com porta para a varanda',
    ),
  ],
  amenities: [
    'Portaria 24 horas',
    'Wi-Fi de alta velocidade',
    'Piscina na cobertura',
    'Academia',
    'Lavanderia compartilhada',
    'Ar-condicionado em todos os ambientes',
    'Varanda',
    'Roupa de cama e banho',
    'Apartamentos mobiliados',
    'Limpeza semanal em estadias longas',
  ],
  commonSpotDailyCents: 2000,
  coveredSpotDailyCents: 3000,
  modalities: [
    {
      name: 'Studio',
      description:
        'Studio de 30 m² com cama de casal, varanda, cozinha compacta e ar-condicionado. A escolha certa ' +
        'para um casal que quer aproveitar a praia sem abrir mão de uma cozinha própria.',
      bedrooms: 0,
      areaM2: 30,
      maxOccupants: 2,
      priceShortPeriod: 229,
      priceLongPeriod: 3790,
      dynamicPrices: null,
      photos: [
        photo(slug, 'sala', 'Studio com cama de casal e porta de vidro para a varanda'),
        photo(slug, 'cozinha', 'Cozinha compacta do studio com frigobar e cooktop'),
        photo(slug, 'banheiro', 'Banheiro do studio com chuveiro a gás'),
      ],
    },
    {
      name: '1 quarto',
      description:
        'Apartamento de 45 m² com quarto de casal climatizado, sala com sofá-cama, cozinha completa e ' +
        'varanda com rede. Espaço confortável para até três pessoas.',
      bedrooms: 1,
      areaM2: 45,
      maxOccupants: 3,
      priceShortPeriod: 299,
      priceLongPeriod: 4890,
      dynamicPrices: null,
      photos: [
        photo(slug, 'quarto', 'Quarto de casal climatizado com enxoval branco'),
        photo(slug, 'sala', 'Sala com sofá-cama e varanda com rede'),
        photo(slug, 'cozinha', 'Cozinha completa com geladeira duplex e forno elétrico'),
        photo(slug, 'banheiro', 'Banheiro com bancada de mármore'),
      ],
    },
    {
      name: '2 quartos',
      description:
        'Apartamento de 68 m² com suíte de casal, segundo quarto com duas camas de solteiro, sala ampla e ' +
        'varanda com vista para o mar. Perfeito para famílias em férias.',
      bedrooms: 2,
      areaM2: 68,
      maxOccupants: 5,
      priceShortPeriod: 419,
      priceLongPeriod: 6790,
      // High-season nightly rate.
      dynamicPrices: { shortPeriod: 459 },
      photos: [
        photo(slug, 'sala', 'Sala ampla com varanda e vista para o mar'),
        photo(slug, 'quarto', 'Suíte de casal com armário e ar-condicionado'),
        photo(slug, 'cozinha', 'Cozinha com mesa para seis pessoas'),
        photo(slug, 'banheiro', 'Banheiro da suíte com box amplo'),
      ],
    },
  ],
  layout: { blocks: ['A', 'B'], floors: 5, units: ['1 quarto', '2 quartos', 'Studio'] },
};
