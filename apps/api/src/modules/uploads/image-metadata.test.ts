import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipartBody } from '../../../test/sample-files.ts';

// What a phone puts in a photo must not reach whoever downloads it: the file is encoded again on upload.
let testApp: TestApp;
let dataDir: string;
let customer: TestUser;

const MARKER = 'MARCADOR-SECRETO-7f3a';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'estadia-image-metadata-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir } });
  customer = await signUpUser(testApp.app);
});

afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(file: Buffer, filename: string, contentType: string) {
  const { payload, contentType: type } = multipartBody(file, { filename, contentType });
  return testApp.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...customer.headers, 'content-type': type },
    payload,
  });
}

async function uploadAndDownload(file: Buffer, filename: string, contentType: string): Promise<Buffer> {
  const uploaded = await upload(file, filename, contentType);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/files/${uploaded.json().fileName}`,
    headers: customer.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** 40×20 pixels, the left half red and the right half blue: a rotation shows where each half went. */
function halves(): Sharp {
  const width = 40;
  const height = 20;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels[(y * width + x) * 3 + (x < width / 2 ? 0 : 2)] = 255;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + 3)];
}

/** A PNG chunk with its length and CRC, as the format wants it. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function pngChunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 8; offset + 8 <= png.length; ) {
    const length = png.readUInt32BE(offset);
    types.push(png.toString('latin1', offset + 4, offset + 8));
    offset += 12 + length;
  }
  return types;
}

describe('POST /api/upload of a photo', () => {
  it('stores a JPEG without its EXIF (GPS, device, description) or ICC profile, upright', async () => {
    const photo = await halves()
      .jpeg()
      .withIccProfile('p3')
      .withExif({
        IFD0: { Make: 'Fabricante do Celular', Model: 'Modelo X', ImageDescription: MARKER },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '23/1 33/1 1/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '46/1 38/1 1/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    // The photo as a phone sends it: rotated by a tag, with a position and the marker in its EXIF.
    const sent = await sharp(photo).metadata();
    expect(sent.orientation).toBe(6);
    // The GPS IFD's pointer (tag 0x8825, little-endian as sharp writes it).
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(photo.includes(MARKER)).toBe(true);
    expect(sent.icc).toBeDefined();

    const stored = await uploadAndDownload(photo, 'IMG_2041.jpg', 'image/jpeg');
    expect(stored.includes(MARKER)).toBe(false);
    expect(stored.includes('Exif\0\0')).toBe(false);
    expect(stored.includes('Fabricante')).toBe(false);
    const kept = await sharp(stored).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(kept.icc).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    // Orientation 6 turns the picture a quarter clockwise: the left half (red) is now on top.
    const [topRed, , topBlue] = await pixel(stored, 10, 5);
    const [bottomRed, , bottomBlue] = await pixel(stored, 10, 35);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('stores a PNG without its text chunks', async () => {
    const plain = await halves().png().toBuffer();
    const withText = Buffer.concat([
      plain.subarray(0, 33), // signature and IHDR
      pngChunk('tEXt', Buffer.from(`Comment\0${MARKER}`, 'latin1')),
      pngChunk('tEXt', Buffer.from('Author\0Maria da Silva', 'latin1')),
      plain.subarray(33),
    ]);
    expect((await sharp(withText).metadata()).comments).toContainEqual({ keyword: 'Comment', text: MARKER });

    const stored = await uploadAndDownload(withText, 'planta.png', 'image/png');
    expect(stored.includes(MARKER)).toBe(false);
    expect(stored.includes('Maria da Silva')).toBe(false);
    // Only pixels remain, with their density (pHYs), which says nothing of who or where.
    const chunks = pngChunkTypes(stored);
    expect(chunks.filter((type) => !['IHDR', 'IDAT', 'IEND', 'pHYs'].includes(type))).toEqual([]);
    expect(chunks).not.toContain('tEXt');

    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 40, height: 20 });
    expect(await pixel(stored, 5, 10)).toEqual([255, 0, 0]);
  });

  it('scales a photo down to 4096 pixels on its longest side', async () => {
    const wide = await sharp({ create: { width: 5000, height: 50, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const stored = await uploadAndDownload(wide, 'panorama.png', 'image/png');
    const { width, height } = await sharp(stored).metadata();
    expect(width).toBe(4096);
    expect(height).toBeLessThanOrEqual(41);
  });

  it.each([
    [
      'a JPEG that holds no image',
      async () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
    ],
    [
      'a PNG cut short',
      async () =>
        (
          await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f00' } })
            .png()
            .toBuffer()
        ).subarray(0, 60),
    ],
  ])('refuses %s with 415 UNSUPPORTED_MEDIA_TYPE and stores nothing', async (_, make) => {
    const bytes = await make();
    const before = await readdir(join(dataDir, 'uploads')).catch(() => []);
    const rows = await testApp.db.selectFrom('uploads').select('id').execute();
    const response = await upload(bytes, 'foto.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Envie um arquivo PDF, JPEG ou PNG.',
    });
    expect(await readdir(join(dataDir, 'uploads')).catch(() => [])).toEqual(before);
    expect(await testApp.db.selectFrom('uploads').select('id').execute()).toEqual(rows);
  });
});
