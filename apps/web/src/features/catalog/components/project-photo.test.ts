import { describe, expect, it } from 'vitest';
import { photoSrcSet, smallPhotoUrl } from './project-photo';

describe('project photos', () => {
  it('uses the 480 px variant next to the original', () => {
    expect(smallPhotoUrl('/photos/pinheiros/sala.webp')).toBe('/photos/pinheiros/sala-480.webp');
  });

  it('offers both sizes to the browser', () => {
    expect(photoSrcSet({ url: '/photos/a/b.webp', alt: '', width: 1200, height: 800 })).toBe(
      '/photos/a/b-480.webp 480w, /photos/a/b.webp 1200w',
    );
    expect(photoSrcSet({ url: '/photos/a/b.webp', alt: '', width: 480, height: 320 })).toBe(
      '/photos/a/b-480.webp 480w',
    );
  });
});
