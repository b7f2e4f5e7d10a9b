import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { photoSrcSet, smallPhotoUrl } from './project-photo';

const PHOTOS_DIR = `${resolve(import.meta.dirname, '../../../../public/photos')}/`;

describe('project photos', () => {
  it('uses the 480 px variant next to the original', () => {
    expect(smallPhotoUrl('/photos/pinheiros/sala.webp')).toBe('/photos/pinheiros/sala-480.webp');
  });

  it('offers the browser each size a photo has', () => {
    expect(photoSrcSet({ url: '/photos/a/b.webp', alt: '', width: 1200, height: 800 })).toBe(
      '/photos/a/b-480.webp 480w, /photos/a/b-800.webp 800w, /photos/a/b.webp 1200w',
    );
    expect(photoSrcSet({ url: '/photos/a/b.webp', alt: '', width: 640, height: 427 })).toBe(
      '/photos/a/b-480.webp 480w, /photos/a/b.webp 640w',
    );
    expect(photoSrcSet({ url: '/photos/a/b.webp', alt: '', width: 480, height: 320 })).toBe(
      '/photos/a/b-480.webp 480w',
    );
  });

  it('ships the 480 and 800 px variants of every catalogue photo', () => {
    const originals = readdirSync(PHOTOS_DIR, { recursive: true, encoding: 'utf8' }).filter((path) =>
      /(^|\/)[a-z]+\.webp$/.test(path),
    );
    expect(originals.length).toBeGreaterThanOrEqual(18);
    const missing = originals.flatMap((path) =>
      ['-480', '-800']
        .map((suffix) => path.replace(/\.webp$/, `${suffix}.webp`))
        .filter((variant) => !existsSync(`${PHOTOS_DIR}${variant}`)),
    );
    expect(missing).toEqual([]);
  });
});
