import { join } from 'node:path';
import S3rver from 's3rver';

/** The bucket the test S3 server starts with. */
export const TEST_BUCKET = 'portal-files';

export type TestS3Server = {
  /** A FILES_S3_URL for the test bucket (the server's own access key unless another is given). */
  url: (accessKeyId?: string) => string;
  close: () => Promise<void>;
};

/**
 * An S3-compatible server in this process (s3rver, keeping objects under `folder`), on a free
 * port of 127.0.0.1, with the test bucket. It does not check Signature V4 signatures.
 */
export async function startS3Server(folder: string): Promise<TestS3Server> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(folder, 'bucket-data'),
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { address, port } = await server.run();
  return {
    url: (accessKeyId = 'S3RVER') =>
      `http://${accessKeyId}:S3RVER@${address}:${port}/${TEST_BUCKET}`,
    close: () => server.close(),
  };
}
