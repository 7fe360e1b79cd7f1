/** A local S3-compatible server (s3rver) for the cluster's files when no real S3 or MinIO is given. */
import S3rver from 's3rver';

export async function startLocalS3(directory: string, bucket = 'symbol') {
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  return {
    // s3rver checks signatures made with its fixed credentials; the app creates the bucket when it is ready.
    env: {
      FILE_STORAGE_PROVIDER: 'aws-s3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}
