import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256';

// printf 'abc' | sha256sum
const ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

describe('sha256Hex', () => {
  it('hashes a file the way sha256sum does', async () => {
    expect(await sha256Hex(new Blob(['abc']))).toBe(ABC);
    // A file as fetch answers it (the HTTP client's blob).
    expect(await sha256Hex(await new Response('abc').blob())).toBe(ABC);
    expect(await sha256Hex(new TextEncoder().encode('abc').buffer as ArrayBuffer)).toBe(ABC);
    expect(await sha256Hex(new Blob([]))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });
});
