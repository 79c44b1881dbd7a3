import * as yup from 'yup';

/**
 * Environment validated at boot by one schema. A missing or bad setting stops the
 * process with one clear line instead of failing later in a confusing place.
 */
export function loadConfig<TSchema extends yup.AnyObjectSchema>(
  schema: TSchema,
  env: NodeJS.ProcessEnv = process.env,
): yup.InferType<TSchema> {
  try {
    return schema.validateSync(withoutEmptySettings(env), { abortEarly: true, stripUnknown: true });
  } catch (error) {
    const message = error instanceof yup.ValidationError ? error.message : String(error);
    process.stderr.write(`Configuration error: ${message}\n`);
    process.exit(1);
  }
}

/**
 * `SETTING=` means unset, as it does for compose's `${SETTING:-}` and an empty key in a Secret:
 * an empty value never reaches a schema that would reject it (ADMIN_PASSWORD's minimum length) or
 * would take it over the default.
 */
export function withoutEmptySettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
}

const url = (protocols: string[]) =>
  yup.string().test('url', '${path} must be a URL (' + protocols.join(', ') + ')', (value) => {
    if (!value) return true;
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  });

/** A Redis namespace setting: letters, digits, `_ : -` only, so it never breaks a key pattern (`KEYS prefix:*`). */
export const redisPrefixSetting = (name: string) => yup.string().matches(/^[A-Za-z0-9_:-]+$/, `${name} may only contain letters, digits, _ : -`);

/** Settings every service shares. Defaults point at the local servers on loopback. */
export const commonConfigSchema = yup.object({
  NODE_ENV: yup.string().oneOf(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: yup.string().oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: url(['nats:', 'tls:']).default('nats://127.0.0.1:4222'),
  /**
   * This process's NATS user and password (docs/deploy.md, NATS permissions). Without a password
   * it connects anonymously, as to the machine's own NATS in CI; the user defaults to the service name.
   */
  NATS_USER: yup.string().matches(/^[a-z][a-z0-9_-]*$/, 'NATS_USER must be lower-case letters, digits, _ and -').optional(),
  NATS_PASSWORD: yup.string().optional(),
  REDIS_URL: url(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
  /**
   * The namespace of this stack's Redis keys, so two stacks (e2e, tests) can share one Redis: a
   * service's keys live under `<REDIS_PREFIX>:<its database>` (redisKeyPrefix, redis-keys.ts).
   */
  REDIS_PREFIX: redisPrefixSetting('REDIS_PREFIX').default('cv'),
  PGHOST: yup.string().default('127.0.0.1'),
  PGPORT: yup.number().integer().min(1).max(65535).default(5432),
  /** The service's own role (docs/deploy.md, PostgreSQL roles); `postgres` only where tests or CI run as the superuser. */
  PGUSER: yup.string().default('postgres'),
  PGPASSWORD: yup.string().default(''),
  /**
   * Only in the migrate step's environment (compose's one-shot, the Kubernetes Job): a role that may
   * create roles and databases. With it, `main.js migrate` first creates the service's role
   * (PGUSER, PGPASSWORD) and its database, then applies the migrations as that role.
   */
  PGADMIN_USER: yup.string().optional(),
  PGADMIN_PASSWORD: yup.string().default(''),
  PGDATABASE: yup.string().optional(),
  /** Databases are named `<prefix>_<service>`; a second stack (e2e) uses another prefix. */
  DB_NAME_PREFIX: yup.string().matches(/^[a-z][a-z0-9_]*$/, 'DB_NAME_PREFIX must be lower-case letters, digits and _').default('cannaverse'),
  /** The event stream (created by the first service to start): replicas (3 on a 3-node NATS cluster) and its size cap. */
  EVENT_STREAM_REPLICAS: yup.number().integer().min(1).max(5).default(1),
  EVENT_STREAM_MAX_BYTES: yup.number().integer().min(-1).default(-1),
  /** Deliveries of one event to a failing handler before it goes to the dead-letter stream (docs/deploy.md). */
  EVENT_MAX_DELIVER: yup.number().integer().min(1).max(1000).default(10),
  RPC_TIMEOUT_MS: yup.number().integer().min(100).max(60000).default(4000),
  HEALTH_PORT: yup.number().integer().min(0).max(65535).optional(),
  /**
   * The address the health/metrics port listens on: loopback by default, so `npm start` on a
   * machine with a public address never shows /metrics to the world; containers set 0.0.0.0
   * (infra/docker-compose.yml, infra/k8s/config.env) for their probes and Prometheus.
   */
  HEALTH_HOST: yup.string().default('127.0.0.1'),
  /**
   * Apply pending migrations at start (under the migration lock). On for `npm start` and tests;
   * off in Kubernetes and compose, where the migrate Job / one-shot service applies them once and
   * the pods wait until nothing is pending (docs/deploy.md).
   */
  RUN_MIGRATIONS: yup.boolean().default(true),
  /** Connections in this process's PostgreSQL pool (docs/deploy.md: pool × replicas ≤ max_connections). */
  PG_POOL_MAX: yup.number().integer().min(1).max(100).default(10),
});

export type CommonConfig = yup.InferType<typeof commonConfigSchema>;

/** Media storage: S3/MinIO when S3_ENDPOINT is set, a local directory otherwise. */
export const mediaConfigSchema = yup.object({
  /** Required in production: the disk store is per pod, so other replicas would not find the files. */
  S3_ENDPOINT: yup.string().when('NODE_ENV', {
    is: 'production',
    then: (schema) => schema.required('S3_ENDPOINT is required in production: the disk media store is per pod (docs/deploy.md)'),
    otherwise: (schema) => schema.optional(),
  }),
  S3_PORT: yup.number().integer().min(1).max(65535).optional(),
  S3_USE_SSL: yup.boolean().default(false),
  S3_ACCESS_KEY: yup.string().default(''),
  S3_SECRET_KEY: yup.string().default(''),
  S3_BUCKET: yup.string().min(3).default('cannaverse-media'),
  S3_REGION: yup.string().default('us-east-1'),
  MEDIA_DIR: yup.string().default('.data/media'),
});

export type MediaConfig = yup.InferType<typeof mediaConfigSchema>;
