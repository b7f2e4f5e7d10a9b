import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type.ts';

const bytes = (...parts: Array<number[] | string | Uint8Array>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

const PDF = bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0]);
const PNG = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d],
  'IHDR',
  [0, 0, 0, 1, 0, 0, 0, 1],
);

describe('detectFileType', () => {
  it('recognises PDF, JPEG and PNG by content', () => {
    expect(detectFileType(PDF)).toEqual({ mimeType: 'application/pdf', extension: 'pdf' });
    expect(detectFileType(JPEG)).toEqual({ mimeType: 'image/jpeg', extension: 'jpg' });
    expect(detectFileType(PNG)).toEqual({ mimeType: 'image/png', extension: 'png' });
  });

  it('refuses executables and scripts whatever they are called', () => {
    const elf = bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], new Array(56).fill(0));
    const windowsExe = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], new Array(50).fill(0));
    const shellScript = bytes('#!/bin/sh\nrm -rf /\n');
    const html = bytes('<html><script>alert(1)</script></html>');
    const zip = bytes([0x50, 0x4b, 0x03, 0x04], new Array(30).fill(0));
    for (const sample of [elf, windowsExe, shellScript, html, zip]) expect(detectFileType(sample)).toBeNull();
  });

  it('requires the signature at the very start and complete', () => {
    expect(detectFileType(bytes('junk', PDF))).toBeNull();
    expect(detectFileType(bytes('%PDF-'))).toBeNull();
    expect(detectFileType(bytes('%PDF-x'))).toBeNull();
    expect(detectFileType(bytes([0xff, 0xd8, 0xff]))).toBeNull();
    expect(detectFileType(bytes([0xff, 0xd8, 0xff, 0xff]))).toBeNull();
    expect(detectFileType(PNG.subarray(0, 12))).toBeNull();
    expect(detectFileType(bytes(PNG.subarray(0, 12), 'IDAT'))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });
});
