import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

// What a failed journey left on screen. A timeout says only which text never came; the page's alerts,
// the calls that failed and a screenshot say why, also in a CI log where the browser is long gone.

const MAX_NOTES = 12;

interface Watched {
  notes: string[];
}

const openPages = new Map<Page, Watched>();

/** Follows a page of a journey until it closes: its failed calls and its errors. */
export function watchForFailureReport(page: Page): void {
  const watched: Watched = { notes: [] };
  const note = (line: string) => {
    watched.notes.push(line);
    if (watched.notes.length > MAX_NOTES) watched.notes.shift();
  };
  openPages.set(page, watched);
  page.on('close', () => openPages.delete(page));
  page.on('response', (response) => {
    if (response.status() >= 400) {
      note(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  page.on('requestfailed', (request) => {
    note(
      `falhou ${request.method()} ${new URL(request.url()).pathname}: ${request.failure()?.errorText ?? ''}`,
    );
  });
  page.on('pageerror', (error) => note(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console ${message.type()}: ${message.text()}`);
  });
}

/** Describes every page still open (a failed test skips its own close) and saves its screenshot. */
export async function reportOpenPages(testName: string, directory: string): Promise<string> {
  const lines: string[] = [];
  let index = 0;
  for (const [page, watched] of openPages) {
    index += 1;
    const path = join(directory, 'failures', `${slug(testName)}-${index}.png`);
    try {
      mkdirSync(join(directory, 'failures'), { recursive: true });
      await page.screenshot({ path, fullPage: true, timeout: 5_000 });
      const shown = await page
        .locator('[role="alert"], [role="status"], [data-sonner-toast]')
        .allInnerTexts();
      lines.push(
        `página ${index}: ${page.url()} (captura: ${path})`,
        ...shown
          .filter((text) => text.trim())
          .map((text) => `  na tela: ${text.replace(/\s+/g, ' ').trim()}`),
        ...watched.notes.map((text) => `  ${text}`),
      );
    } catch (error) {
      lines.push(`página ${index}: ${page.url()} (sem relatório: ${(error as Error).message})`);
    }
  }
  openPages.clear();
  return lines.join('\n');
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .toLowerCase();
}
