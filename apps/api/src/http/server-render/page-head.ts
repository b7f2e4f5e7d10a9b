import {
  formatMoney,
  formatReais,
  fromPrice,
  type ModalityWithProject,
  type Photo,
  PRODUCT_NAME,
  type ProjectListResponse,
} from '@estadia/domain';
import {
  absoluteUrl,
  breadcrumbList,
  type Crumb,
  faqPage,
  type JsonLd,
  lodgingBusiness,
  modalityOffer,
  organization,
} from './structured-data.ts';
import type { FaqGroup, RenderedPage } from './web-renderer.ts';

/** What a rendered page's `<head>` says to search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  canonicalUrl: string;
  image?: Photo & { absoluteUrl: string };
  jsonLd: JsonLd[];
}

const HOME: Crumb = { name: 'Início', path: '/home' };
const PROJECTS: Crumb = { name: 'Projetos', path: '/projetos' };

/** The pages whose words do not come from the catalogue. */
const STATIC_PAGES: Record<string, { description: string; crumb: string }> = {
  '/faq': {
    crumb: 'Perguntas frequentes',
    description:
      'Tire suas dúvidas sobre reservas, estadias curtas e longas, contrato digital, pagamento por Pix, boleto ou cartão, check-in e cancelamento na Estadia.',
  },
  '/termos-e-politica': {
    crumb: 'Termos de uso e política de privacidade',
    description:
      'Termos de uso da Estadia e como tratamos os seus dados pessoais, de acordo com a Lei Geral de Proteção de Dados (LGPD).',
  },
  '/politica-cancelamento': {
    crumb: 'Política de cancelamento',
    description:
      'Prazos, multas e reembolsos ao cancelar uma reserva de estadia curta ou longa em um apartamento da Estadia.',
  },
  '/regulamento-interno': {
    crumb: 'Regulamento interno',
    description:
      'As regras de convivência dos empreendimentos da Estadia: horários, visitas, áreas comuns, animais, garagem e cuidados com o apartamento.',
  },
  '/reserva-corporativa': {
    crumb: 'Reserva corporativa',
    description:
      'Hospede sua equipe em apartamentos mobiliados da Estadia: conte quantas pessoas, onde e por quanto tempo, e receba uma proposta para a sua empresa.',
  },
  '/login': {
    crumb: 'Entrar',
    description:
      'Entre na sua conta Estadia para acompanhar suas locações, assinar contratos e pagar sua estadia on-line.',
  },
  '/cadastro': {
    crumb: 'Criar conta',
    description:
      'Crie sua conta gratuita na Estadia e reserve apartamentos mobiliados por noite ou por mês, com contrato e pagamento on-line.',
  },
  '/recuperar-senha': {
    crumb: 'Recuperar senha',
    description:
      'Esqueceu a senha da sua conta Estadia? Informe o seu e-mail e enviamos um código para criar uma nova.',
  },
};

export interface PageHeadContext {
  publicUrl: string;
  pathname: string;
  page: RenderedPage;
  /** The unfiltered list, for /home's and /projetos' words and every page's fallback photo. */
  projects: ProjectListResponse;
  faq: readonly FaqGroup[];
}

function withImage(publicUrl: string, photo: Photo | undefined): PageHead['image'] {
  return photo && { ...photo, absoluteUrl: absoluteUrl(publicUrl, photo.url) };
}

/** 'São Paulo, Uberlândia e Campinas' */
function listInPortuguese(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

function cheapestNight(projects: ProjectListResponse): string | undefined {
  const prices = projects.items.flatMap((project) =>
    project.modalities.map((m) => fromPrice(m).perNightCents),
  );
  return prices.length > 0 ? formatMoney(Math.min(...prices)) : undefined;
}

function unitDescription(modality: ModalityWithProject): string {
  const { project } = modality;
  const rooms =
    modality.bedrooms === 0
      ? 'studio'
      : `${modality.bedrooms} ${modality.bedrooms === 1 ? 'quarto' : 'quartos'}`;
  const short = formatReais(modality.dynamicPrices?.shortPeriod ?? modality.priceShortPeriod);
  const long = formatReais(modality.dynamicPrices?.longPeriod ?? modality.priceLongPeriod);
  return (
    `${modality.name} no ${project.name}, ${project.neighborhood}, ${project.city.name}/${project.city.stateInitials}: ` +
    `${rooms}, ${modality.areaM2} m², até ${modality.maxOccupants} pessoas. ${short} por noite ou ${long} por mês.`
  );
}

/** The head of a rendered page: its words, canonical address, preview photo and structured data. */
export function pageHead({ publicUrl, pathname, page, projects, faq }: PageHeadContext): PageHead {
  const canonicalUrl = absoluteUrl(publicUrl, pathname);
  const firstPhoto = projects.items.find((project) => project.photos.length > 0)?.photos[0];
  const org = organization(publicUrl);
  const cities = [...new Set(projects.items.map((project) => project.city.name))].sort((a, b) =>
    a.localeCompare(b, 'pt-BR'),
  );
  const fromNight = cheapestNight(projects);
  const base = { title: page.title, canonicalUrl };

  if (page.route === '/home') {
    return {
      ...base,
      description:
        `Apartamentos mobiliados para estadias curtas e longas${cities.length > 0 ? ` em ${listInPortuguese(cities)}` : ''}` +
        `${fromNight ? `, a partir de ${fromNight} por noite` : ''}. Reserve, assine o contrato e pague on-line.`,
      image: withImage(publicUrl, firstPhoto),
      jsonLd: [
        org,
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: PRODUCT_NAME,
          url: absoluteUrl(publicUrl, '/home'),
          inLanguage: 'pt-BR',
          publisher: { '@id': org['@id'] },
        },
        breadcrumbList(publicUrl, [HOME]),
      ],
    };
  }
  if (page.route === '/projetos') {
    return {
      ...base,
      description:
        `Conheça os ${projects.items.length} empreendimentos da Estadia${cities.length > 0 ? ` em ${listInPortuguese(cities)}` : ''}: ` +
        `apartamentos mobiliados por noite ou por mês${fromNight ? `, a partir de ${fromNight} por noite` : ''}.`,
      image: withImage(publicUrl, firstPhoto),
      jsonLd: [
        org,
        ...projects.items.map((project) => lodgingBusiness(publicUrl, project)),
        breadcrumbList(publicUrl, [HOME, PROJECTS]),
      ],
    };
  }
  const modality = page.queries.find((query) => query.key.includes('modalities'))?.data as
    | ModalityWithProject
    | undefined;
  if (modality) {
    const { project } = modality;
    return {
      ...base,
      description: unitDescription(modality),
      image: withImage(publicUrl, modality.photos[0] ?? project.photos[0]),
      jsonLd: [
        org,
        lodgingBusiness(publicUrl, projects.items.find((p) => p.id === project.id) ?? project),
        modalityOffer(publicUrl, modality),
        breadcrumbList(publicUrl, [
          HOME,
          PROJECTS,
          { name: project.name, path: `/projetos#${project.slug}` },
          { name: modality.name, path: pathname },
        ]),
      ],
    };
  }
  const known = STATIC_PAGES[page.route];
  return {
    ...base,
    description:
      known?.description ?? `${PRODUCT_NAME}: apartamentos mobiliados para estadias curtas e longas.`,
    image: withImage(publicUrl, firstPhoto),
    jsonLd: [
      org,
      ...(page.route === '/faq' ? [faqPage(faq)] : []),
      breadcrumbList(publicUrl, [HOME, { name: known?.crumb ?? page.title, path: pathname }]),
    ],
  };
}
