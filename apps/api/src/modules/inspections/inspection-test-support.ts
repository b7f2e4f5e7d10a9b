import type { TestUser } from '../../../test/accounts.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { multipartBody, samplePng } from '../../../test/sample-files.ts';

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

/** Uploads an image as `user` (a staff member's phone photo) and answers its file name. */
export async function uploadPhoto(
  testApp: TestApp,
  user: TestUser,
  kind: 'png' | 'jpg' = 'png',
): Promise<string> {
  const { payload, contentType } = multipartBody(kind === 'png' ? samplePng() : tinyJpeg(), {
    filename: `foto.${kind}`,
    contentType: kind === 'png' ? 'image/png' : 'image/jpeg',
  });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...user.headers, 'content-type': contentType },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().fileName;
}
