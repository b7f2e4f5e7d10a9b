import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../src/lib/storage/s3-file-storage.ts';

/** s3rver's credentials: it checks every request's signature against them. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

/** The part of s3rver's (untyped) file-system store used to answer a conditional write. */
interface S3rverStore {
  existsObject(bucket: string, key: string): Promise<boolean>;
}

export interface TestS3Server {
  /** `http://127.0.0.1:<port>`, path-style. */
  endpoint: string;
  bucket: string;
  /** Options for createS3FileStorage against this server (prefix '' unless given). */
  storageOptions(overrides?: Partial<S3StorageOptions>): S3StorageOptions;
  /** Environment variables that point the app's uploads at this server. */
  env: Record<string, string>;
  /** The keys of the bucket's objects that start with `prefix`, as the S3 API lists them. */
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3 server (s3rver: the S3 REST protocol over HTTP, objects in a temporary directory) on a
 * random local port, with one empty bucket. Call `close()` in afterAll.
 *
 * s3rver ignores `If-None-Match: *` on PUT, which S3, MinIO and R2 honour with 412 Precondition
 * Failed; the handler in front adds that answer so the no-overwrite rule is tested over the wire.
 * (It looks, then writes: good enough for a test server, where nothing writes concurrently.)
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'estadia-s3-'));
  const bucket = 'estadia-testes';
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const store = (s3rver as unknown as { store: S3rverStore }).store;
  const handle = s3rver.callback();

  const server = createServer((request, response) => {
    refuseExistingObject(store, request, response).then(
      (refused) => refused || handle(request, response),
      (error: unknown) => {
        response.writeHead(500).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const storageOptions = (overrides: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
    bucket,
    region: REGION,
    endpoint,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    forcePathStyle: true,
    prefix: '',
    ...overrides,
  });
  const keys = async (prefix = ''): Promise<string[]> => {
    const client = new S3Client({
      region: REGION,
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    });
    try {
      const listing = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listing.Contents ?? []).map((object) => object.Key!);
    } finally {
      client.destroy();
    }
  };
  return {
    endpoint,
    bucket,
    storageOptions,
    keys,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      // Node 20's close() also ends idle keep-alive connections, so this does not wait for clients.
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A PutObject with `If-None-Match: *` on a key that exists gets S3's 412 answer; true when it did. */
async function refuseExistingObject(
  store: S3rverStore,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  if (request.method !== 'PUT' || request.headers['if-none-match'] !== '*') return false;
  const [bucket = '', ...key] = new URL(request.url ?? '/', 'http://s3').pathname.slice(1).split('/');
  if (!(await store.existsObject(decodeURIComponent(bucket), decodeURIComponent(key.join('/')))))
    return false;
  request.resume();
  response.writeHead(412, { 'content-type': 'application/xml' });
  response.end(
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code>' +
      '<Message>At least one of the pre-conditions you specified did not hold</Message>' +
      '<Condition>If-None-Match</Condition></Error>',
  );
  return true;
}
