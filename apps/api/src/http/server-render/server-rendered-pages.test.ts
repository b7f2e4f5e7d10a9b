import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { effectivePrices, formatReais, type Project, projectListResponseSchema } from '@estadia/domain';
// @ts-expect-error jsdom ships no types (ParsedDocument below is what the tests use of its DOM).
import { JSDOM as UntypedJsdom } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, TEST_PASSWORD_HASHER, type TestApp } from '../../../test/helpers.ts';
import { BUILT_STYLESHEET, type BuiltWebForTests, buildWebForTests } from '../../../test/web-server-entry.ts';
import { buildApp } from '../../app.ts';
import { createPostgresDatabase } from '../../db/connection.ts';
import { adminKit, type TestAccount } from '../../modules/admin/admin-test-support.ts';

// The public pages as a search engine or a link preview receives them: rendered on the server with the
// catalogue's current data, their head (canonical, description, Open Graph, JSON-LD checked against
// the schema.org shapes used), sitemap.xml and robots.txt. The real server entry is built for the test.

const PUBLIC_URL = 'https://estadia.example';
let web: BuiltWebForTests;
let testApp: TestApp;
let projects: Project[];
let admin: TestAccount;
const kit = adminKit(() => testApp);

beforeAll(async () => {
  web = await buildWebForTests();
  testApp = await createTestApp({
    seed: true,
    env: {
      WEB_DIST_DIR: web.distDir,
      WEB_ADMIN_DIST_DIR: `${web.distDir}/sem-administracao`,
      WEB_SERVER_ENTRY: web.serverEntry,
      PUBLIC_URL,
    },
  });
  projects = projectListResponseSchema.parse((await testApp.app.inject('/api/projects')).json()).items;
  admin = await kit.staff('ADMIN');
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  await web?.remove();
});

interface ParsedElement {
  textContent: string | null;
  children: { length: number };
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  querySelector(selector: string): ParsedElement | null;
  querySelectorAll(selector: string): ArrayLike<ParsedElement> & Iterable<ParsedElement>;
}
interface ParsedDocument extends ParsedElement {
  title: string;
  documentElement: ParsedElement & { lang: string; namespaceURI: string | null };
  getElementById(id: string): ParsedElement | null;
  getElementsByTagName(name: string): ArrayLike<ParsedElement> & Iterable<ParsedElement>;
}
const JSDOM = UntypedJsdom as new (
  html?: string,
) => {
  window: {
    document: ParsedDocument;
    DOMParser: new () => { parseFromString(text: string, type: string): ParsedDocument };
  };
};

// schema.org shapes, as Google's structured data guidelines read them.
const url = z.string().regex(/^https:\/\/estadia\.example\//);
const organizationLd = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Organization'),
  name: z.literal('Estadia'),
  url,
  logo: url,
});
const postalAddress = z.object({
  '@type': z.literal('PostalAddress'),
  streetAddress: z.string().min(1),
  addressLocality: z.string().min(1),
  addressRegion: z.string().length(2),
  addressCountry: z.literal('BR'),
});
const lodgingLd = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('LodgingBusiness'),
  name: z.string().min(1),
  url,
  image: z.array(url).min(1),
  address: postalAddress,
  geo: z.object({ '@type': z.literal('GeoCoordinates'), latitude: z.number(), longitude: z.number() }),
});
const price = z.string().regex(/^\d+\.\d{2}$/);
const offerLd = z.object({
  '@type': z.literal('Offer'),
  price,
  priceCurrency: z.literal('BRL'),
  url,
  priceSpecification: z.object({
    '@type': z.literal('UnitPriceSpecification'),
    price,
    priceCurrency: z.literal('BRL'),
    unitCode: z.enum(['DAY', 'MON']),
  }),
});
const productLd = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Product'),
  name: z.string().min(1),
  url,
  image: z.array(url).min(1),
  offers: z.array(offerLd).length(2),
});
const faqLd = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('FAQPage'),
  mainEntity: z
    .array(
      z.object({
        '@type': z.literal('Question'),
        name: z.string().min(1),
        acceptedAnswer: z.object({ '@type': z.literal('Answer'), text: z.string().min(1) }),
      }),
    )
    .min(5),
});
const breadcrumbLd = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(
      z.object({
        '@type': z.literal('ListItem'),
        position: z.number().int().min(1),
        name: z.string(),
        item: url,
      }),
    )
    .min(1),
});

interface Page {
  status: number;
  headers: Record<string, unknown>;
  document: ParsedDocument;
  body: string;
  jsonLd: Array<Record<string, unknown>>;
  meta(key: string): string | null | undefined;
}

async function load(path: string): Promise<Page> {
  const response = await testApp.app.inject({ method: 'GET', url: path });
  const { document } = new JSDOM(response.body).window;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (element) => JSON.parse(element.textContent ?? '') as Record<string, unknown>,
  );
  return {
    status: response.statusCode,
    headers: response.headers,
    document,
    body: response.body,
    jsonLd,
    meta: (key) =>
      document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content'),
  };
}

const ofType = (page: Page, type: string) => page.jsonLd.filter((node) => node['@type'] === type);
const app = (page: Page) => page.document.getElementById('app');
const unitPath = (project: Project, modalityId: string) => `/projeto/${project.id}/modalidade/${modalityId}`;

function expectCommonHead(page: Page, path: string, title: string) {
  expect(page.status, path).toBe(200);
  expect(page.headers['cache-control'], path).toBe('no-cache');
  expect(page.document.title, path).toBe(title);
  expect(page.document.documentElement.lang).toBe('pt-BR');
  expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute('href'), path).toBe(
    `${PUBLIC_URL}${path.split('?')[0]}`,
  );
  const description = page.meta('description') ?? '';
  expect(description.length, path).toBeGreaterThan(50);
  expect(description.length, path).toBeLessThanOrEqual(200);
  expect(page.meta('og:title'), path).toBe(title);
  expect(page.meta('og:description'), path).toBe(description);
  expect(page.meta('og:url'), path).toBe(`${PUBLIC_URL}${path.split('?')[0]}`);
  expect(page.meta('og:locale'), path).toBe('pt_BR');
  expect(page.meta('twitter:card'), path).toBe('summary_large_image');
  expect(page.meta('og:image'), path).toMatch(/^https:\/\/estadia\.example\//);
  organizationLd.parse(ofType(page, 'Organization')[0]);
  breadcrumbLd.parse(ofType(page, 'BreadcrumbList')[0]);
  // Rendered for this address, with the answers it was rendered with for the client to hydrate from.
  expect(app(page)?.getAttribute('data-rendered'), path).toBe(path);
  expect(app(page)?.children.length, path).toBeGreaterThan(0);
  const data = page.document.getElementById('estadia-queries');
  expect(data?.getAttribute('type')).toBe('application/json');
  expect(() => JSON.parse(data?.textContent ?? '')).not.toThrow();
  // The strict CSP holds: every script is a file, a data block, or the theme script allowed by its hash.
  const policy = String(page.headers['content-security-policy']);
  const inline = [...page.document.querySelectorAll('script:not([src])')].filter(
    (script) => !['application/json', 'application/ld+json'].includes(script.getAttribute('type') ?? ''),
  );
  expect(
    inline.map((script) => script.textContent?.includes("localStorage.getItem('theme')")),
    path,
  ).toEqual([true]);
  const hash = createHash('sha256')
    .update(inline[0]?.textContent ?? '', 'utf8')
    .digest('base64');
  expect(policy, path).toMatch(
    new RegExp(`script-src 'self'[^;]* 'sha256-${hash.replace(/[+/=]/g, '\\$&')}'`),
  );
  expect(page.body, path).not.toContain('src="/theme-init.js"');
  // The stylesheet comes inline, allowed by its hash; no style attribute anywhere.
  expect(
    [...page.document.querySelectorAll('style')].map((style) => style.textContent),
    path,
  ).toEqual([BUILT_STYLESHEET]);
  expect(page.document.querySelector('link[rel="stylesheet"]'), path).toBeNull();
  const styleHash = createHash('sha256').update(BUILT_STYLESHEET, 'utf8').digest('base64');
  expect(policy, path).toMatch(
    new RegExp(`style-src 'self'[^;]* 'sha256-${styleHash.replace(/[+/=]/g, '\\$&')}'`),
  );
  expect(page.body).not.toMatch(/\sstyle="/);
  expect(page.document.querySelector('link[rel="preload"][as="font"]')?.getAttribute('href')).toBe(
    '/assets/inter-latin-wght-normal-Abc123.woff2',
  );
}

describe('server-rendered public pages', () => {
  it('renders /home with the featured projects, their photos and current prices', async () => {
    const page = await load('/home');
    expectCommonHead(page, '/home', 'Estadia - Início');
    const featured = page.document.querySelector('[aria-labelledby="destaques-titulo"]');
    for (const project of projects.slice(0, 6)) expect(featured?.textContent).toContain(project.name);
    expect(featured?.textContent).toMatch(/R\$ \d{1,3}(\.\d{3})*,\d{2}/);
    const photo = featured?.querySelector('img');
    expect(photo?.getAttribute('src')).toMatch(/^\/photos\//);
    // The first photo is the page's largest paint: a phone's size offered, and fetched ahead of the rest.
    expect(photo?.getAttribute('srcset')).toMatch(/-800\.webp 800w/);
    const photos = [...(featured?.querySelectorAll('img') ?? [])];
    expect(photos.map((each) => each.getAttribute('fetchpriority'))).toEqual([
      'high',
      ...photos.slice(1).map(() => null),
    ]);
    expect(ofType(page, 'WebSite')).toHaveLength(1);
    expect(page.meta('description')).toContain('a partir de R$');
  });

  it('renders /projetos with every project, each one a LodgingBusiness with address and position', async () => {
    const page = await load('/projetos');
    expectCommonHead(page, '/projetos', 'Estadia - Projetos');
    expect(page.document.querySelector('h1')?.textContent).toBe('Projetos');
    const lodgings = ofType(page, 'LodgingBusiness').map((node) => lodgingLd.parse(node));
    expect(lodgings.map((node) => node.name).sort()).toEqual(projects.map((project) => project.name).sort());
    for (const project of projects) {
      expect(app(page)?.textContent).toContain(project.name);
      const node = lodgings.find((lodging) => lodging.name === project.name);
      expect(node?.geo).toMatchObject({ latitude: project.location.lat, longitude: project.location.lng });
      expect(node?.address.addressLocality).toBe(project.city.name);
    }
  });

  it('renders /projetos filtered by city as the client would ask for it', async () => {
    const city = projects[0]!.city.name;
    const path = `/projetos?city=${encodeURIComponent(city)}`;
    const page = await load(path);
    expect(page.status).toBe(200);
    expect(app(page)?.getAttribute('data-rendered')).toBe(path);
    const shown = projects.filter((project) => project.city.name === city);
    const status = app(page)?.querySelector('p[role="status"]')?.textContent;
    expect(status).toBe(`${shown.length} ${shown.length === 1 ? 'projeto' : 'projetos'} em ${city}`);
    const queries = JSON.parse(page.document.getElementById('estadia-queries')?.textContent ?? '[]');
    expect(queries.map((query: { key: unknown[] }) => query.key)).toContainEqual([
      'projects',
      'list',
      { city },
    ]);
  });

  it('renders each unit page with its modality, prices in BRL per night and per month, and breadcrumbs', async () => {
    for (const project of projects) {
      for (const modality of project.modalities) {
        const path = unitPath(project, modality.id);
        const page = await load(path);
        expectCommonHead(page, path, 'Estadia - Detalhes da unidade');
        expect(page.document.querySelector('h1')?.textContent).toContain(modality.name);
        const { shortCents, longCents } = effectivePrices(modality);
        expect(app(page)?.textContent, path).toContain(formatReais(shortCents / 100));
        const product = productLd.parse(ofType(page, 'Product')[0]);
        expect(product.offers.map((offer) => [offer.priceSpecification.unitCode, offer.price])).toEqual([
          ['DAY', (shortCents / 100).toFixed(2)],
          ['MON', (longCents / 100).toFixed(2)],
        ]);
        lodgingLd.parse(ofType(page, 'LodgingBusiness')[0]);
        const crumbs = breadcrumbLd.parse(ofType(page, 'BreadcrumbList')[0]).itemListElement;
        expect(crumbs.map((crumb) => crumb.name)).toEqual([
          'Início',
          'Projetos',
          project.name,
          modality.name,
        ]);
        const photo = modality.photos[0] ?? project.photos[0];
        expect(page.meta('og:image')).toBe(new URL(photo!.url, PUBLIC_URL).href);
        expect(page.meta('description')).toContain(formatReais(shortCents / 100));
      }
    }
  });

  it('answers an unknown project or modality with 404 and the client-rendered page, kept out of search', async () => {
    const project = projects[0]!;
    const other = projects[1]!;
    for (const path of [
      `/projeto/${project.id}/modalidade/00000000-0000-4000-8000-000000000000`,
      // A modality of another project.
      unitPath(project, other.modalities[0]!.id),
    ]) {
      const page = await load(path);
      expect(page.status, path).toBe(404);
      expect(app(page)?.children.length).toBe(0);
      expect(page.meta('robots')).toBe('noindex');
    }
  });

  it('sends every rendered page compressed to a browser that accepts it, and whole to one that does not', async () => {
    const project = projects[0]!;
    for (const path of ['/home', '/projetos', '/faq', unitPath(project, project.modalities[0]!.id)]) {
      const plain = await testApp.app.inject({ method: 'GET', url: path });
      const compressed = await testApp.app.inject({
        method: 'GET',
        url: path,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(compressed.headers['content-encoding'], path).toBe('br');
      expect(compressed.headers.vary, path).toMatch(/accept-encoding/i);
      // What a phone downloads is a fraction of the page, and it is the same page.
      expect(compressed.rawPayload.length, path).toBeLessThan(plain.rawPayload.length / 3);
      expect(brotliDecompressSync(compressed.rawPayload).toString('utf8'), path).toBe(plain.body);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
    }
  });

  it('renders /faq with every question and its FAQPage', async () => {
    const page = await load('/faq');
    expectCommonHead(page, '/faq', 'Estadia - Perguntas frequentes');
    const faq = faqLd.parse(ofType(page, 'FAQPage')[0]);
    for (const question of faq.mainEntity) expect(app(page)?.textContent).toContain(question.name);
    // The contact form is there before the app starts (theme-init.js holds its submission until then).
    expect(page.document.querySelector('form')).not.toBeNull();
  });

  it('names the chunks the entry imports, from the build manifest, once each; the route’s are left for later', async () => {
    const preloads = (page: Page) =>
      [...page.document.querySelectorAll('link[rel="modulepreload"]')].map((link) => [
        link.getAttribute('href'),
        link.hasAttribute('crossorigin'),
      ]);
    // The entry's chunk imports it back (a cycle, as Vite writes it); the layout's, the FAQ's and the
    // query library's chunks are the app's to ask for, after the first paint.
    const entryChunks = [
      ['/assets/index-Abc123.js', true],
      ['/assets/shared-Abc123.js', true],
    ];
    for (const path of ['/faq', '/home', '/login'])
      expect(preloads(await load(path)), path).toEqual(entryChunks);
    // The manifest itself is the server's to read, not a file of the site.
    expect((await testApp.app.inject('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('renders the legal pages, the corporate booking and the login screens', async () => {
    for (const [path, title] of [
      ['/termos-e-politica', 'Estadia - Termos de uso e política de privacidade'],
      ['/politica-cancelamento', 'Estadia - Política de cancelamento'],
      ['/regulamento-interno', 'Estadia - Regulamento interno'],
      ['/reserva-corporativa', 'Estadia - Reserva corporativa'],
      ['/login', 'Estadia - Entrar'],
      ['/cadastro', 'Estadia - Criar conta'],
      ['/recuperar-senha', 'Estadia - Recuperar senha'],
    ] as const) {
      const page = await load(path);
      expectCommonHead(page, path, title);
      expect(page.document.querySelector('h1')?.textContent, path).toBe(title.replace('Estadia - ', ''));
    }
  });

  it('leaves the pages behind login, the saved selection and the reset code client-rendered', async () => {
    for (const path of [
      '/minhas-locacoes',
      '/dados-pessoais',
      '/projeto/salvo/abc',
      '/redefinir-senha',
      '/dev',
    ]) {
      const page = await load(path);
      expect(page.status, path).toBe(200);
      expect(app(page)?.hasAttribute('data-rendered'), path).toBe(false);
      expect(app(page)?.children.length, path).toBe(0);
    }
  });

  it('shows a price changed in the back-office in the very next rendered page', async () => {
    const project = projects[0]!;
    const modality = project.modalities[0]!;
    const path = unitPath(project, modality.id);
    const newPrice = 321.45 + Math.floor(Math.random() * 100);
    const response = await kit.call(admin, 'PATCH', `/api/admin/modalities/${modality.id}`, {
      priceShortPeriod: newPrice,
      dynamicPrices: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = await load(path);
    expect(app(page)?.textContent).toContain(formatReais(newPrice));
    expect(productLd.parse(ofType(page, 'Product')[0]).offers[0]?.price).toBe(newPrice.toFixed(2));
    expect(page.meta('description')).toContain(formatReais(newPrice));
  });
});

// Another API instance on the same PostgreSQL database hears of the change (catalog-changes.ts) and
// renders the new price too. PGlite is one process, so there is no other instance to ask.
describe.runIf(process.env.TEST_DATABASE_URL)('on another instance', () => {
  it('renders the price changed on this one within moments', async () => {
    const db = createPostgresDatabase(testApp.config.databaseUrl!, 2);
    const second = await buildApp({ config: testApp.config, db, passwordHasher: TEST_PASSWORD_HASHER });
    try {
      await second.ready();
      const project = projects[1]!;
      const modality = project.modalities[0]!;
      const newPrice = 432.1 + Math.floor(Math.random() * 100);
      const response = await kit.call(admin, 'PATCH', `/api/admin/modalities/${modality.id}`, {
        priceShortPeriod: newPrice,
        dynamicPrices: null,
      });
      expect(response.statusCode, response.body).toBe(200);
      const rendered = async () => (await second.inject(unitPath(project, modality.id))).body;
      await expect.poll(rendered, { timeout: 5_000, interval: 50 }).toContain(formatReais(newPrice));
    } finally {
      await second.close();
      await db.destroy();
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page and every modality in a valid sitemap', async () => {
    const response = await testApp.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const { DOMParser } = new JSDOM('').window;
    const xml = new DOMParser().parseFromString(response.body, 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locations = [...xml.getElementsByTagName('loc')].map((loc) => loc.textContent);
    for (const path of [
      '/home',
      '/projetos',
      '/faq',
      '/termos-e-politica',
      '/politica-cancelamento',
      '/regulamento-interno',
      '/reserva-corporativa',
      '/login',
      '/cadastro',
      '/recuperar-senha',
    ])
      expect(locations).toContain(`${PUBLIC_URL}${path}`);
    const units = projects.flatMap((project) =>
      project.modalities.map((modality) => `${PUBLIC_URL}${unitPath(project, modality.id)}`),
    );
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) expect(locations).toContain(unit);
    expect(locations).toHaveLength(10 + units.length);
    // Every page it lists is rendered.
    for (const location of locations.slice(0, 3)) {
      const page = await testApp.app.inject(new URL(location!).pathname);
      expect(page.statusCode).toBe(200);
    }
  });

  it('points robots to the sitemap and keeps them out of the back-office and the private pages', async () => {
    const response = await testApp.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const path of [
      '/admin/',
      '/dev',
      '/minhas-locacoes',
      '/dados-pessoais',
      '/alterar-senha',
      '/projeto/salvo/',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    for (const path of ['/home', '/projetos', '/projeto/', '/faq'])
      expect(lines).not.toContain(`Disallow: ${path}`);
  });
});
