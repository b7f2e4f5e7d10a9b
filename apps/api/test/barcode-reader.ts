import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What `npm test` installs (scripts/test.mjs) when these are missing; other runs must install them. */
const TOOLS: Record<string, string> = {
  zbarimg: 'zbar-tools',
  pdftoppm: 'poppler-utils',
  'rsvg-convert': 'librsvg2-bin',
};

/** zbarimg exits 4 when the image holds no barcode: an answer, not a failure. */
const ZBAR_NOTHING_FOUND = 4;

async function runTool(command: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(command, args, { maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    // execFile rejects with the spawn error's code ('ENOENT') or the exit status (a number).
    const failure = error as Error & { code?: string | number; stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new Error(
        `${command} não encontrado: instale o pacote Debian ${TOOLS[command]} ` +
          `(apt-get install -y ${TOOLS[command]}) ou rode npm test como root, que o instala.`,
      );
    }
    if (command === 'zbarimg' && failure.code === ZBAR_NOTHING_FOUND) return '';
    throw new Error(`${command} falhou: ${failure.stderr ?? failure.message}`);
  }
}

async function withTempDir<T>(work: (directory: string) => Promise<T>): Promise<T> {
  const directory = await mkdtemp(join(tmpdir(), 'estadia-barcodes-'));
  try {
    return await work(directory);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

async function decodeImages(paths: string[]): Promise<string[]> {
  // --raw: the data alone, one symbol a line (neither a boleto's digits nor a Pix payload holds a newline).
  const output = await runTool('zbarimg', ['--raw', '-q', ...paths]);
  return output.split('\n').filter((line) => line !== '');
}

/** Every barcode and QR code zbar finds in a PNG image, as text. */
export function readBarcodesFromPng(pngBytes: Uint8Array): Promise<string[]> {
  return withTempDir(async (directory) => {
    const path = join(directory, 'image.png');
    await writeFile(path, pngBytes);
    return decodeImages([path]);
  });
}

/**
 * Every barcode and QR code in an SVG image (the Pix QR code as served), drawn by librsvg, the SVG
 * renderer of GNOME and of many browsers' ancestors, at 8 pixels per SVG unit.
 */
export function readBarcodesFromSvg(svg: string): Promise<string[]> {
  return withTempDir(async (directory) => {
    const path = join(directory, 'image.svg');
    const png = join(directory, 'image.png');
    await writeFile(path, svg);
    await runTool('rsvg-convert', ['--zoom', '8', '--background-color', 'white', path, '-o', png]);
    return decodeImages([png]);
  });
}

/** Every barcode and QR code on every page of a PDF, rasterized at `dpi` (300: how a scanner sees print). */
export function readBarcodesFromPdf(pdfBytes: Uint8Array, dpi = 300): Promise<string[]> {
  return withTempDir(async (directory) => {
    const path = join(directory, 'document.pdf');
    await writeFile(path, pdfBytes);
    await runTool('pdftoppm', ['-r', String(dpi), '-gray', '-png', path, join(directory, 'page')]);
    const pages = (await readdir(directory)).filter((name) => name.startsWith('page')).sort();
    return decodeImages(pages.map((name) => join(directory, name)));
  });
}

/** The text of a PDF as `pdftotext -layout` reads it. */
export function readTextFromPdf(pdfBytes: Uint8Array): Promise<string> {
  return withTempDir(async (directory) => {
    const path = join(directory, 'document.pdf');
    await writeFile(path, pdfBytes);
    return runTool('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-']);
  });
}
