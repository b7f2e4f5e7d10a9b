import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, VIEWPORTS } from './support/browser';
import { baseUrl } from './support/shared-product';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function fillContactForm(page: Page) {
  await page.getByLabel('Nome completo').fill('Ana Souza');
  await page.getByLabel('E-mail').fill('ana@exemplo.com.br');
  await page.getByLabel('Assunto').selectOption('Minha estadia');
  await page.getByLabel('Mensagem').fill('O apartamento tem ferro de passar roupa?');
}

describe('contact form (FAQ)', () => {
  it('confirms with a success toast at the bottom right and clears the form', async () => {
    const context = await newContext(browser, { baseUrl, viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    let sent: unknown;
    await page.route('**/api/contact', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{}' });
    });
    await page.goto('/faq#fale-conosco');
    await fillContactForm(page);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();

    const toast = page.locator('[data-sonner-toast][data-type="success"]');
    await toast.getByText('Mensagem enviada!', { exact: false }).waitFor();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x + box.width > viewport.width / 2 && box.y > viewport.height / 2).toBe(
      true,
    );
    expect(sent).toMatchObject({ name: 'Ana Souza', email: 'ana@exemplo.com.br', subject: 'Minha estadia' });
    expect(await page.getByLabel('Nome completo').inputValue()).toBe('');
    await context.close();
  });

  it('shows an error toast and keeps what was typed when sending fails', async () => {
    const context = await newContext(browser, { baseUrl, viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"statusCode":503,"code":"X","message":"x"}',
      }),
    );
    await page.goto('/faq');
    await fillContactForm(page);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.locator('[data-sonner-toast][data-type="error"]').waitFor();
    expect(await page.getByLabel('Mensagem').inputValue()).toBe('O apartamento tem ferro de passar roupa?');
    await context.close();
  });
});

describe('corporate booking form', () => {
  it('masks the CNPJ and the dates and explains each problem under its field', async () => {
    const context = await newContext(browser, { baseUrl });
    const page = await context.newPage();
    await page.goto('/reserva-corporativa');
    // A rule without its own wording still answers in Portuguese (the domain's zod messages ship).
    await page.getByLabel('Razão social ou nome da empresa').fill('A'.repeat(161));
    await page.getByLabel('CNPJ').fill('11222333000182');
    expect(await page.getByLabel('CNPJ').inputValue()).toBe('11.222.333/0001-82');
    await page.getByLabel('Data de entrada').fill('31022030');
    expect(await page.getByLabel('Data de entrada').inputValue()).toBe('31/02/2030');
    await page.getByRole('button', { name: 'Solicitar proposta' }).click();

    const cnpj = page.getByLabel('CNPJ');
    expect(await cnpj.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('CNPJ inválido').waitFor();
    await page.getByText('Data inválida: use uma data existente no formato dd/mm/aaaa').waitFor();
    await page.getByText('Informe a data de saída').waitFor();
    await page.getByText('Deve ter no máximo 160 caracteres').waitFor();
    await context.close();
  });
});
