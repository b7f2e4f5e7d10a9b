import {
  CONTACT,
  effectivePrices,
  type ModalityWithProject,
  PRODUCT_NAME,
  type Project,
  type ProjectSummary,
} from '@estadia/domain';
import type { FaqGroup } from './web-renderer.ts';

// schema.org JSON-LD for search engines (https://schema.org, Google's structured data guidelines). Each
// function returns one node; the page head puts them in `<script type="application/ld+json">`.

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** 'https://estadia.com.br' + '/photos/a.webp'; absolute addresses stay as they are. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl.replace(/\/+$/, '')}/`).href;
}

/** Reais with two decimals, as schema.org's `price` expects ('1234.50'). */
const price = (cents: number) => (cents / 100).toFixed(2);

export function organization(publicUrl: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${absoluteUrl(publicUrl, '/')}#organizacao`,
    name: PRODUCT_NAME,
    url: absoluteUrl(publicUrl, '/home'),
    logo: absoluteUrl(publicUrl, '/favicon.svg'),
    email: CONTACT.email,
    telephone: CONTACT.phone,
    sameAs: [CONTACT.facebook, CONTACT.instagram, CONTACT.linkedin],
  };
}

/** Where a project sits on /projetos (its card). */
export const projectAnchor = (publicUrl: string, project: Pick<ProjectSummary, 'slug'>) =>
  `${absoluteUrl(publicUrl, '/projetos')}#${project.slug}`;

export const modalityPath = (projectId: string, modalityId: string) =>
  `/projeto/${encodeURIComponent(projectId)}/modalidade/${encodeURIComponent(modalityId)}`;

/** The lowest and highest nightly price of a project's modalities, as 'R$ 180 – R$ 420' would read. */
function priceRange(project: Project): string | undefined {
  const nightly = project.modalities.map((modality) => effectivePrices(modality).shortCents);
  if (nightly.length === 0) return undefined;
  const low = Math.min(...nightly);
  const high = Math.max(...nightly);
  return low === high ? `R$ ${price(low)}` : `R$ ${price(low)} - R$ ${price(high)}`;
}

/** A project: a lodging business with its address, its position and its photos. */
export function lodgingBusiness(publicUrl: string, project: Project | ProjectSummary): JsonLd {
  const range = 'modalities' in project ? priceRange(project) : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'LodgingBusiness',
    '@id': projectAnchor(publicUrl, project),
    name: project.name,
    description: project.description,
    url: projectAnchor(publicUrl, project),
    image: project.photos.map((photo) => absoluteUrl(publicUrl, photo.url)),
    address: {
      '@type': 'PostalAddress',
      streetAddress: project.address,
      addressLocality: project.city.name,
      addressRegion: project.city.stateInitials,
      addressCountry: 'BR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: project.location.lat, longitude: project.location.lng },
    amenityFeature: project.amenities.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    })),
    telephone: CONTACT.phone,
    ...(range ? { priceRange: range } : {}),
    parentOrganization: { '@id': `${absoluteUrl(publicUrl, '/')}#organizacao` },
  };
}

/**
 * A modality: the apartment type offered, with its two prices — per night (short stays) and per
 * 30-night period (long stays), in BRL, the ones a quote would use today.
 */
export function modalityOffer(publicUrl: string, modality: ModalityWithProject): JsonLd {
  const { shortCents, longCents } = effectivePrices(modality);
  const url = absoluteUrl(publicUrl, modalityPath(modality.project.id, modality.id));
  const photos = modality.photos.length > 0 ? modality.photos : modality.project.photos;
  const offer = (cents: number, unitCode: 'DAY' | 'MON', unitText: string, name: string) => ({
    '@type': 'Offer',
    name,
    url,
    price: price(cents),
    priceCurrency: 'BRL',
    availability: 'https://schema.org/InStock',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: price(cents),
      priceCurrency: 'BRL',
      unitCode,
      unitText,
    },
    seller: { '@id': `${absoluteUrl(publicUrl, '/')}#organizacao` },
  });
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${url}#modalidade`,
    name: `${modality.name} — ${modality.project.name}`,
    description: modality.description,
    url,
    image: photos.map((photo) => absoluteUrl(publicUrl, photo.url)),
    brand: { '@type': 'Brand', name: PRODUCT_NAME },
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'Quartos', value: modality.bedrooms },
      { '@type': 'PropertyValue', name: 'Área', value: modality.areaM2, unitCode: 'MTK' },
      { '@type': 'PropertyValue', name: 'Ocupação máxima', value: modality.maxOccupants },
    ],
    offers: [
      offer(shortCents, 'DAY', 'noite', 'Estadia curta (por noite)'),
      offer(longCents, 'MON', 'mês', 'Estadia longa (por mês)'),
    ],
  };
}

export function faqPage(groups: readonly FaqGroup[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.entries.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer.join('\n\n') },
      })),
    ),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbList(publicUrl: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(publicUrl, crumb.path),
    })),
  };
}
