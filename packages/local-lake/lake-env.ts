import path from 'node:path';
import { z } from 'zod';

const schema = z.object({
  LOCAL_LAKE_PORT: z.coerce
    .number({ message: 'LOCAL_LAKE_PORT must be a port number' })
    .int('LOCAL_LAKE_PORT must be a whole number')
    .min(1, 'LOCAL_LAKE_PORT must be from 1 to 65535')
    .max(65535, 'LOCAL_LAKE_PORT must be from 1 to 65535')
    .optional(),
  LOCAL_LAKE_TLS_CERT: z.string().trim().min(1).optional(),
  LOCAL_LAKE_TLS_KEY: z.string().trim().min(1).optional(),
});

export const DEFAULT_LAKE_PORT = 3333;

/** The local Content Lake's settings: its HTTPS port and where its certificate comes from. */
export function readLakeEnv(source: Record<string, string | undefined>, dataDir: string) {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    throw new Error(
      `Invalid local Content Lake configuration: ${problem?.path.join('.')}: ${problem?.message}`,
    );
  }
  const { LOCAL_LAKE_PORT, LOCAL_LAKE_TLS_CERT, LOCAL_LAKE_TLS_KEY } = parsed.data;
  if (Boolean(LOCAL_LAKE_TLS_CERT) !== Boolean(LOCAL_LAKE_TLS_KEY)) {
    throw new Error('LOCAL_LAKE_TLS_CERT and LOCAL_LAKE_TLS_KEY must be set together (paths to PEM files)');
  }
  return {
    port: LOCAL_LAKE_PORT ?? DEFAULT_LAKE_PORT,
    /** Configured PEM files, or null: a self-signed pair is generated into `tlsDir`. */
    tlsFiles:
      LOCAL_LAKE_TLS_CERT && LOCAL_LAKE_TLS_KEY
        ? { cert: LOCAL_LAKE_TLS_CERT, key: LOCAL_LAKE_TLS_KEY }
        : null,
    tlsDir: path.join(dataDir, 'lake-tls'),
  };
}

export type LakeEnv = ReturnType<typeof readLakeEnv>;
