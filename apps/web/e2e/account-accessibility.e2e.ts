import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentLoaded,
  describeViolations,
  launchBrowser,
  newContext,
  screenshot,
  seriousAxeViolations,
  type Theme,
  VIEWPORTS,
} from './support/browser';
import { signUpThroughApi, uniqueEmail } from './support/customers';
import { samplePdf, samplePng } from './support/sample-documents';
import { baseUrl } from './support/shared-product';

let browser: Browser;
let token: string;

async function api(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return fetch(`${baseUrl}/api/${path}`, { ...init, headers, body });
}

async function upload(name: string, type: string, data: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const response = await api('upload', { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { fileName: string }).fileName;
}

/** A customer whose profile is complete but for the address complement, so both states show. */
beforeAll(async () => {
  browser = await launchBrowser();
  ({ token } = await signUpThroughApi(baseUrl, {
    name: 'Beatriz Nogueira',
    email: uniqueEmail('acessivel'),
    phone: '34998765432',
  }));
  const cpfFileName = await upload('cpf.png', 'image/png', samplePng());
  const rgFileName = await upload('rg.pdf', 'application/pdf', samplePdf());
  const patch = await api('me', {
    method: 'PATCH',
    json: {
      birthdate: '1988-07-21',
      hometown: 'Recife',
      hometownState: 'PE',
      profession: 'Médica',
      rg: '7.654.321',
      rgIssuer: 'SDS',
      rgIssuerState: 'PE',
      cpfOrCnpj: '52998224725',
      fathersFullName: 'Carlos Nogueira',
      mothersFullName: 'Lúcia Nogueira',
      cpfFileName,
      rgFileName,
      address: {
        postCode: '51020000',
        street: 'Avenida Boa Viagem',
        number: '3200',
        neighborhood: 'Boa Viagem',
        city: { name: 'Recife', stateInitials: 'PE' },
      },
    },
  });
  expect(patch.status).toBe(200);
});
afterAll(() => browser?.close());

interface AccountPage {
  path: string;
  ready: string;
  loggedIn?: boolean;
  shot?: string;
}

const PAGES: AccountPage[] = [
  { path: '/login', ready: 'Entrar', shot: 'login' },
  { path: '/cadastro', ready: 'Criar conta', shot: 'cadastro' },
  { path: '/recuperar-senha', ready: 'Recuperar senha' },
  { path: '/redefinir-senha', ready: 'Redefinir senha' },
  { path: '/alterar-senha', ready: 'Alterar senha', loggedIn: true },
  { path: '/dados-pessoais', ready: 'Perfil 2 de 3 completo', loggedIn: true, shot: 'dados-pessoais' },
];
const THEMES: Theme[] = ['light', 'dark'];

async function open(page: Page, { path, ready }: AccountPage) {
  await page.goto(path);
  await page.getByRole('heading', { name: ready }).first().waitFor();
  // The document previews load after the page.
  await contentLoaded(page);
}

describe('account screens: no serious or critical axe-core violations', () => {
  for (const theme of THEMES) {
    for (const account of PAGES) {
      it(`${account.path} in the ${theme} theme`, async () => {
        const context = await newContext(browser, {
          baseUrl,
          theme,
          token: account.loggedIn ? token : undefined,
        });
        const page = await context.newPage();
        await open(page, account);
        expect(describeViolations(await seriousAxeViolations(page))).toBe('');

        if (account.shot) {
          for (const [size, viewport] of Object.entries(VIEWPORTS)) {
            await page.setViewportSize(viewport);
            await page.waitForTimeout(150);
            await screenshot(page, `account/${account.shot}-${size}-${theme}`);
          }
        }
        await context.close();
      });
    }
  }

  it('the login, sign-up and profile forms with their error messages shown', async () => {
    const context = await newContext(browser, { baseUrl, theme: 'dark', viewport: VIEWPORTS.mobile });
    const page = await context.newPage();

    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Informe a senha').waitFor();
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await screenshot(page, 'account/login-errors-mobile-dark');

    await page.goto('/cadastro');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('Informe o telefone com DDD').waitFor();
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await screenshot(page, 'account/cadastro-errors-mobile-dark');
    await context.close();

    const logged = await newContext(browser, { baseUrl, theme: 'light', token });
    const profile = await logged.newPage();
    await open(profile, PAGES.at(-1)!);
    const address = profile.getByRole('region', { name: 'Endereço' });
    await address.getByLabel('CEP').fill('5102');
    await address.getByRole('button', { name: 'Salvar endereço' }).click();
    await address.getByText('CEP inválido').waitFor();
    expect(describeViolations(await seriousAxeViolations(profile))).toBe('');
    await logged.close();
  });
});
