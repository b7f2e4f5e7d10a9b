import type { TestUser } from '../../../test/accounts.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { multipartBody, samplePdf, samplePng } from '../../../test/sample-files.ts';

/** An 8×6 baseline JPEG (what Chromium's canvas encodes), enough for pdf-lib to embed. */
export function tinyJpeg(): Buffer {
  return Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAA' +
      'AABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAA' +
      'ABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAA' +
      'AAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAA' +
      'AAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAA' +
      'AABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsK' +
      'CA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYV' +
      'FSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAGAAgDASIAAhEB' +
      'AxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAhEAABAgQHAAAAAAAAAAAAAAAAExUCBBExFCEkMlJUof/EABUBAQEAAAAA' +
      'AAAAAAAAAAAAAAMF/8QAFhEBAQEAAAAAAAAAAAAAAAAAAAER/9oADAMBAAIRAxEAPwCLEyLYg36vsrRcq7bWy9AA6Hbr/9k=',
    'base64',
  );
}

const UPLOADS = {
  png: { file: samplePng, filename: 'foto.png', contentType: 'image/png' },
  jpg: { file: tinyJpeg, filename: 'foto.jpg', contentType: 'image/jpeg' },
  pdf: { file: samplePdf, filename: 'documento.pdf', contentType: 'application/pdf' },
} as const;

/**
 * Uploads a file as `user` (a staff member's phone photo; 'pdf': one of their documents, which is never a
 * photo) and answers its file name.
 */
export async function uploadPhoto(
  testApp: TestApp,
  user: TestUser,
  kind: keyof typeof UPLOADS = 'png',
): Promise<string> {
  const { file, filename, contentType: type } = UPLOADS[kind];
  const { payload, contentType } = multipartBody(file(), { filename, contentType: type });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...user.headers, 'content-type': contentType },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().fileName;
}
