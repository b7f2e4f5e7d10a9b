/** pg answers bytea as a Buffer, PGlite as a Uint8Array: callers always get a plain Uint8Array. */
export function byteaBytes(value: Uint8Array): Uint8Array {
  return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
}
