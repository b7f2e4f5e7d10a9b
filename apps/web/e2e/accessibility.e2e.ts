import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentLoaded,
  describeViolations,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  type Theme,
} from './support/browser';
import { baseUrl } from './support/shared-product';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PAGES = [
  { path: '/home', ready: 'Projetos em destaque' },
  { path: '/faq', ready: 'Fale conosco' },
  { path: '/termos-e-politica', ready: 'Termos de uso e política de privacidade' },
  { path: '/politica-cancelamento', ready: 'Política de cancelamento' },
  { path: '/regulamento-interno', ready: 'Regulamento interno' },
  { path: '/reserva-corporativa', ready: 'Solicite uma proposta' },
  { path: '/404', ready: 'Página não encontrada' },
];
const THEMES: Theme[] = ['light', 'dark'];

describe('no serious or critical axe-core violations', () => {
  for (const theme of THEMES) {
    for (const { path, ready } of PAGES) {
      it(`${path} in the ${theme} theme`, async () => {
        const context = await newContext(browser, { baseUrl, theme });
        const page = await context.newPage();
        await page.goto(path);
        await page.getByRole('heading', { name: ready }).first().waitFor();
        // Let loading skeletons settle into content (the home page's projects).
        await contentLoaded(page);
        const violations = await seriousAxeViolations(page);
        expect(describeViolations(violations)).toBe('');
        await context.close();
      });
    }
  }

  it('the corporate form with its error messages shown', async () => {
    const context = await newContext(browser, { baseUrl, theme: 'dark' });
    const page = await context.newPage();
    await page.goto('/reserva-corporativa');
    await page.getByRole('button', { name: 'Solicitar proposta' }).click();
    await page.getByText('CNPJ inválido').waitFor();
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await context.close();
  });
});
