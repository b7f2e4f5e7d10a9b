import { photo } from './photos.ts';
import type { SeedProject } from './seed-types.ts';

const slug = 'santa-monica';

export const santaMonica: SeedProject = {
  slug,
  name: 'Estadia Santa Mônica',
  description:
    'A poucos passos do campus Santa Mônica da UFU e da Avenida Segismundo Pereira, o Estadia Santa Mônica ' +
    'reúne apartamentos mobiliados para quem chega a Uberlândia para estudar, trabalhar ou acompanhar ' +
    'alguém em tratamento. São três blocos com portaria 24 horas, coworking, academia e lavanderia, ' +
    'pensados para estadias de uma noite a vários meses, com contrato digital e pagamento por Pix, ' +
    'boleto ou cartão.',
  address: 'Av. Segismundo Pereira, 1450',
  neighborhood: 'Santa Mônica',
  city: 'Uberlândia',
  stateInitials: 'MG',
  lat: -18.921_3,
  lng: -48.254_1,
  photos: [
    photo(
      slug,
      'fachada',
      'Fachada do Estadia Santa Mônica, prédio de tijolinhos com varandas e jardim na entrada',
    ),
    photo(
      slug,
      'lazer',
      'Espaço gourmet com churrasqueira e mesas ao ar livre no térreo do Estadia Santa Mônica',
    ),
    photo(
      slug,
      'sala',
      'Sala mobiliada com sofá, mesa de jantar e janela ampla em um apartamento do Estadia Santa Mônica',
    ),
  ],
  amenities: [
    'Portaria 24 horas',
    'Wi-Fi de alta velocidade',
    'Coworking',
    'Academia',
    'Lavanderia compartilhada',
    'Bicicletário',
    'Espaço gourmet',
    'Apartamentos mobiliados',
    'Fechadura eletrônica',
    'Limpeza semanal em estadias longas',
  ],
  commonSpotDailyCents: 1500,
  coveredSpotDailyCents: 2500,
  modalities: [
    {
      name: 'Studio',
      description:
        'Studio de 24 m² com cama de casal, cozinha compacta equipada, bancada de estudo e banheiro ' +
        'privativo. Perfeito para quem vai passar um semestre perto da UFU ou vem a Uberlândia a trabalho.',
      bedrooms: 0,
      areaM2: 24,
      maxOccupants: 2,
      priceShortPeriod: 159,
      priceLongPeriod: 2890,
      dynamicPrices: null,
      photos: [
        photo(slug, 'sala', 'Ambiente integrado do studio, com cama de casal, poltrona e bancada de estudo'),
        photo(slug, 'cozinha', 'Cozinha compacta do studio com cooktop, micro-ondas e geladeira'),
        photo(slug, 'banheiro', 'Banheiro privativo do studio com box de vidro'),
      ],
    },
    {
      name: '1 quarto',
      description:
        'Apartamento de 36 m² com quarto de casal separado, sala com sofá-cama, cozinha americana equipada e ' +
        'área de serviço. Espaço de sobra para casais ou para quem trabalha de casa.',
      bedrooms: 1,
      areaM2: 36,
      maxOccupants: 3,
      priceShortPeriod: 209,
      priceLongPeriod: 3690,
      dynamicPrices: { shortPeriod: 189.9 },
      photos: [
        photo(slug, 'quarto', 'Quarto de casal com guarda-roupa embutido e cortina blackout'),
        photo(slug, 'sala', 'Sala com sofá-cama, mesa de jantar para quatro pessoas e televisão'),
        photo(slug, 'cozinha', 'Cozinha americana equipada, integrada à sala'),
        photo(slug, 'banheiro', 'Banheiro com box de vidro e bancada de granito'),
      ],
    },
    {
      name: '2 quartos',
      description:
        'Apartamento de 54 m² com dois quartos — um de casal e outro com duas camas de solteiro —, sala ' +
        'integrada à cozinha e varanda. Ideal para famílias e equipes de trabalho.',
      bedrooms: 2,
      areaM2: 54,
      maxOccupants: 5,
      priceShortPeriod: 289,
      priceLongPeriod: 4990,
      dynamicPrices: null,
      photos: [
        photo(slug, 'sala', 'Sala ampla integrada à cozinha, com acesso à varanda'),
        photo(slug, 'quarto', 'Quarto de casal com cama queen e escrivaninha'),
        photo(slug, 'cozinha', 'Cozinha completa com fogão, forno e lava-louças'),
        photo(slug, 'banheiro', 'Banheiro social com box de vidro'),
      ],
    },
  ],
  // Near the university most guests are students: two studios on every floor.
  layout: { blocks: ['A', 'B', 'C'], floors: 4, units: ['Studio', 'Studio', '1 quarto', '2 quartos'] },
};
