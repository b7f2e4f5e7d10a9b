import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, watchErrors } from './support/browser';
import { CUSTOMER_PASSWORD, signUpThroughApi, uniqueEmail } from './support/customers';
import { waitForMail } from './support/mailbox';
import { samplePdf, samplePng } from './support/sample-documents';
import { baseUrl, mailDir } from './support/shared-product';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const FIRST_PASSWORD = CUSTOMER_PASSWORD;
const CHANGED_PASSWORD = 'janela-verde-no-mar';
const RESET_PASSWORD = 'cortina-amarela-de-linho';

const storedToken = (page: Page) =>
  page.evaluate(() => ({
    local: window.localStorage.getItem('accessToken'),
    session: window.sessionStorage.getItem('accessToken'),
  }));

/**
 * Chromium logs every failed request as a console error: the journey causes 400/401 on purpose (a
 * wrong password), and 404s are checked by address instead (project photos may not exist yet).
 */
function unexpected(errors: string[]): string[] {
  return errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of (400|401|404)/.test(error),
  );
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /Minha conta/ }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sair da conta' });
  await dialog.getByRole('button', { name: 'Sair' }).click();
  await page.getByText('Você saiu da sua conta.').waitFor();
  await page.waitForURL('**/home');
  expect(await storedToken(page)).toEqual({ local: null, session: null });
}

async function logIn(page: Page, email: string, password: string, { remember }: { remember: boolean }) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Lembrar de mim').check();
  await page.getByRole('button', { name: 'Entrar' }).click();
}

describe('account journey', () => {
  it('sign-up, login with and without “Lembrar de mim”, full profile, password change and reset', async () => {
    const email = uniqueEmail('helena');
    const context = await newContext(browser, { baseUrl });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const notFound: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (response.status() === 404 && !path.startsWith('/photos/')) notFound.push(path);
    });

    // Sign-up: masked fields, then the personal data page, token for this tab only.
    await page.goto('/cadastro');
    await page.getByLabel('Nome completo').fill('Helena Duarte');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Telefone celular').pressSequentially('34998765432');
    expect(await page.getByLabel('Telefone celular').inputValue()).toBe('(34) 99876-5432');
    await page.getByLabel('Senha', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByText('Força da senha: Forte').waitFor();
    await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.waitForURL('**/dados-pessoais');
    await page.getByRole('heading', { name: 'Perfil 0 de 3 completo' }).waitFor();
    expect(await storedToken(page)).toEqual({ local: null, session: expect.any(String) });

    await logOut(page);

    // Login without 'Lembrar de mim': sessionStorage, and the first page of a logged-in user.
    await page.goto('/login');
    await logIn(page, email, FIRST_PASSWORD, { remember: false });
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: /Minha conta/ }).waitFor();
    expect(await storedToken(page)).toEqual({ local: null, session: expect.any(String) });

    await logOut(page);

    // A private page sends to login and back; 'Lembrar de mim' keeps the token in localStorage.
    await page.goto('/dados-pessoais');
    await page.waitForURL('**/login?redirect=%2Fdados-pessoais');
    await logIn(page, email, FIRST_PASSWORD, { remember: true });
    await page.waitForURL('**/dados-pessoais');
    expect(await storedToken(page)).toEqual({ local: expect.any(String), session: null });

    // Personal data.
    const personal = page.getByRole('region', { name: 'Dados pessoais' });
    expect(await personal.getByLabel('Telefone celular').inputValue()).toBe('(34) 99876-5432');
    await personal.getByLabel('Data de nascimento').pressSequentially('15031990');
    expect(await personal.getByLabel('Data de nascimento').inputValue()).toBe('15/03/1990');
    await personal.getByLabel('Profissão').fill('Arquiteta');
    await personal.getByLabel('Cidade natal').fill('Uberlândia');
    await personal.getByLabel('Estado natal').selectOption('MG');
    await personal.getByRole('button', { name: 'Salvar dados pessoais' }).click();
    await page.getByText('Dados pessoais salvos.').waitFor();
    await page.getByRole('heading', { name: 'Perfil 1 de 3 completo' }).waitFor();

    // Documents, with real uploads of a PNG and a PDF.
    const documents = page.getByRole('region', { name: 'Documentos' });
    await documents.getByLabel('CPF ou CNPJ').pressSequentially('52998224725');
    expect(await documents.getByLabel('CPF ou CNPJ').inputValue()).toBe('529.982.247-25');
    await documents.getByLabel('RG', { exact: true }).fill('MG-12.345.678');
    await documents.getByLabel('Órgão emissor').fill('SSP');
    await documents.getByLabel('Estado emissor').selectOption('MG');
    await documents.getByLabel('Nome completo do pai').fill('José Duarte');
    await documents.getByLabel('Nome completo da mãe').fill('Maria Duarte');
    await documents
      .getByLabel('Documento do CPF', { exact: true })
      .setInputFiles({ name: 'cpf.png', mimeType: 'image/png', buffer: samplePng() });
    await documents.getByText('Imagem PNG').waitFor();
    await documents
      .getByLabel('Documento do RG', { exact: true })
      .setInputFiles({ name: 'rg.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await documents.getByText('Documento PDF').waitFor();
    await documents.getByRole('button', { name: 'Salvar documentos' }).click();
    await page.getByText('Documentos salvos.').waitFor();
    await page.getByRole('heading', { name: 'Perfil 2 de 3 completo' }).waitFor();

    // Address.
    const address = page.getByRole('region', { name: 'Endereço' });
    await address.getByLabel('CEP').pressSequentially('38400100');
    expect(await address.getByLabel('CEP').inputValue()).toBe('38400-100');
    await address.getByLabel('Rua').fill('Avenida Rondon Pacheco');
    await address.getByLabel('Número').fill('1000');
    await address.getByLabel('Complemento').fill('Apto 12');
    await address.getByLabel('Bairro').fill('Centro');
    await address.getByLabel('Cidade').fill('Uberlândia');
    await address.getByLabel('Estado', { exact: true }).selectOption('MG');
    await address.getByRole('button', { name: 'Salvar endereço' }).click();
    await page.getByText('Endereço salvo.').waitFor();
    await page.getByRole('heading', { name: 'Perfil 3 de 3 completo' }).waitFor();

    // After a reload everything is still there, and the previews come from the server with the token.
    await page.reload();
    await page.getByRole('heading', { name: 'Perfil 3 de 3 completo' }).waitFor();
    expect(await personal.getByLabel('Data de nascimento').inputValue()).toBe('15/03/1990');
    expect(await address.getByLabel('CEP').inputValue()).toBe('38400-100');
    await documents.getByText('Documento PDF').waitFor();
    const thumbnail = documents.getByRole('img', { name: 'Pré-visualização: Documento do CPF' });
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(48);

    // Change the password: the wrong current password is reported on its field.
    await page.getByRole('button', { name: /Minha conta/ }).click();
    await page.getByRole('link', { name: 'Alterar senha' }).click();
    await page.waitForURL('**/alterar-senha');
    await page.getByLabel('Senha atual', { exact: true }).fill('senha-que-nao-e-a-minha');
    await page.getByLabel('Nova senha', { exact: true }).fill(CHANGED_PASSWORD);
    await page.getByLabel('Confirme a nova senha', { exact: true }).fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('A senha atual está incorreta.').waitFor();
    await page.getByLabel('Senha atual', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('Senha alterada.', { exact: false }).waitFor();

    await logOut(page);

    // Forgotten password: the code arrives by e-mail (real SMTP); its link fills the code in.
    const requestedAt = Date.now();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL('**/recuperar-senha');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page
      .getByText('Se houver uma conta com esse e-mail, enviamos um código', { exact: false })
      .waitFor();
    const mail = await waitForMail(mailDir, email, /Seu código: [A-Z0-9]{4}-[A-Z0-9]{4}/, {
      after: requestedAt,
    });
    const link = /https?:\/\/\S+\/redefinir-senha\?codigo=[A-Z0-9]+/.exec(mail)?.[0];
    expect(link).toBeDefined();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel('Nova senha', { exact: true }).fill(RESET_PASSWORD);
    await page.getByLabel('Confirme a nova senha', { exact: true }).fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByText('Senha redefinida! Entre com a nova senha.').waitFor();
    await page.waitForURL('**/login');

    // The password before the reset no longer works; the new one does.
    await logIn(page, email, CHANGED_PASSWORD, { remember: false });
    await page.getByRole('alert').filter({ hasText: 'E-mail ou senha incorretos.' }).waitFor();
    await page.getByLabel('Senha', { exact: true }).fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/home');
    expect(await storedToken(page)).toEqual({ local: null, session: expect.any(String) });

    expect(unexpected(errors)).toEqual([]);
    expect(notFound).toEqual([]);
    await context.close();
  });

  it('a reset code that does not exist is refused with a clear message', async () => {
    const context = await newContext(browser, { baseUrl });
    const page = await context.newPage();
    await page.goto('/redefinir-senha?codigo=ZZZZ-ZZZZ');
    await page.getByText('Código inválido ou expirado. Confira o e-mail ou peça um novo código.').waitFor();
    expect(await page.getByLabel('Código').getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it('a token revoked on the server ends the session with the 401 message', async () => {
    const { token } = await signUpThroughApi(baseUrl, {
      name: 'Otávio Lima',
      email: uniqueEmail('revogado'),
    });

    const context = await newContext(browser, { baseUrl, token });
    const page = await context.newPage();
    await page.goto('/dados-pessoais');
    const personal = page.getByRole('region', { name: 'Dados pessoais' });
    await personal.getByLabel('Profissão').fill('Engenheiro');

    const logout = await fetch(`${baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(204);

    await personal.getByRole('button', { name: 'Salvar dados pessoais' }).click();
    await page.getByText('Sua sessão expirou. Faça o login novamente.').waitFor();
    await page.waitForURL('**/home');
    expect(await storedToken(page)).toEqual({ local: null, session: null });
    await page.getByRole('link', { name: 'Entrar' }).first().waitFor();
    await context.close();
  });
});
