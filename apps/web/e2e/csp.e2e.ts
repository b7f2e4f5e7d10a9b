import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser';
import { baseUrl } from './support/shared-product';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Stricter than the server's own policy: no inline scripts or styles but the ones the server allows by their
// hash (the theme script and the stylesheet of server-rendered pages, decision 0012).
const hashesOf = (policy: string | undefined, directive: string) =>
  (policy?.match(new RegExp(`${directive} [^;]*`))?.[0].match(/'sha256-[^']+'/g) ?? [])
    .map((hash) => ` ${hash}`)
    .join('');
const strictPolicy = (serverPolicy: string | undefined) =>
  `default-src 'self'; script-src 'self'${hashesOf(serverPolicy, 'script-src')}; style-src 'self'${hashesOf(serverPolicy, 'style-src')}; img-src 'self' data:; font-src 'self'; connect-src 'self'`;

describe('content security policy', () => {
  it("runs under script-src 'self' and style-src 'self', toasts and dialogs included", async () => {
    const context = await newContext(browser, { baseUrl });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          'content-security-policy': strictPolicy(response.headers()['content-security-policy']),
        },
      });
    });
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{}' }),
    );

    await page.goto('/faq');
    await page.getByLabel('Nome completo').fill('Ana Souza');
    await page.getByLabel('E-mail').fill('ana@exemplo.com.br');
    await page.getByLabel('Assunto').selectOption('Minha estadia');
    await page.getByLabel('Mensagem').fill('Qual é o horário do check-in?');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const toaster = page.locator('[data-sonner-toaster]');
    await page.locator('[data-sonner-toast]').waitFor();
    // Sonner's rules arrived with the app's stylesheet (inline in the page, allowed by its hash), not in a
    // <style> of its own.
    expect(await toaster.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await page.locator('style').count()).toBe(1);

    await page.goto('/home');
    await page.getByRole('button', { name: /Para onde você vai\?/ }).click();
    await page.getByRole('dialog', { name: 'Para onde você vai?' }).waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });
});
