import { jest } from '@jest/globals';
import * as yup from 'yup';
import { commonConfigSchema, defineServiceConfig, jobsConfigSchema, mediaConfigSchema, startHealthServer } from '../src/index.js';

describe('defineServiceConfig', () => {
  const loadContent = defineServiceConfig('content', commonConfigSchema);

  it('defaults the HTTP health port from the one table (HEALTH_PORTS)', () => {
    expect(loadContent({}).HEALTH_PORT).toBe(3103);
    expect(defineServiceConfig('moderation', commonConfigSchema)({}).HEALTH_PORT).toBe(3105);
  });

  it('lets HEALTH_PORT override it, 0 turning the probe off', () => {
    expect(loadContent({ HEALTH_PORT: '4000' }).HEALTH_PORT).toBe(4000);
    expect(loadContent({ HEALTH_PORT: '0' }).HEALTH_PORT).toBe(0);
  });

  it('listens for health and metrics on loopback unless HEALTH_HOST says otherwise (issue 20: npm start on a public machine)', async () => {
    expect(loadContent({}).HEALTH_HOST).toBe('127.0.0.1');
    expect(loadContent({ HEALTH_HOST: '0.0.0.0' }).HEALTH_HOST).toBe('0.0.0.0');
    const server = await startHealthServer(0, loadContent({}).HEALTH_HOST, async () => ({ status: 'up' }));
    try {
      expect(server.address()).toMatchObject({ address: '127.0.0.1' });
    } finally {
      server.close();
    }
  });

  it('validates the service schema and keeps only what it declares', () => {
    const load = defineServiceConfig('social', commonConfigSchema.concat(mediaConfigSchema).concat(jobsConfigSchema).shape({ EXTRA: yup.string().default('x') }));
    const config = load({ BULLMQ_PREFIX: 'ci', MEDIA_DIR: '/tmp/m', UNRELATED: 'dropped' });
    expect(config).toMatchObject({ BULLMQ_PREFIX: 'ci', MEDIA_DIR: '/tmp/m', EXTRA: 'x', NATS_URL: 'nats://127.0.0.1:4222', HEALTH_PORT: 3102 });
    expect(config).not.toHaveProperty('UNRELATED');
  });
});

describe('empty settings', () => {
  it('an empty value is unset: the default applies and no rule rejects it', () => {
    const load = defineServiceConfig('content', commonConfigSchema.concat(mediaConfigSchema));
    const config = load({ NATS_URL: '', S3_ENDPOINT: '', PGPORT: ' ', RUN_MIGRATIONS: '' });
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.S3_ENDPOINT).toBeUndefined();
    expect(config.PGPORT).toBe(5432);
    expect(config.RUN_MIGRATIONS).toBe(true);
  });

  it('RUN_MIGRATIONS=false turns migrating at start off (the migrate job does it)', () => {
    expect(defineServiceConfig('social', commonConfigSchema)({ RUN_MIGRATIONS: 'false' }).RUN_MIGRATIONS).toBe(false);
  });
});

describe('media storage in production', () => {
  const load = defineServiceConfig('social', commonConfigSchema.concat(mediaConfigSchema));

  it('refuses the disk media store in production: it is per pod', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(((code: number) => { throw new Error(`exit ${code}`); }) as never);
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(() => load({ NODE_ENV: 'production' })).toThrow('exit 1');
      expect(stderr).toHaveBeenCalledWith('Configuration error: S3_ENDPOINT is required in production: the disk media store is per pod (docs/deploy.md)\n');
    } finally {
      exit.mockRestore();
      stderr.mockRestore();
    }
  });

  it('takes S3 settings in production, and the disk store elsewhere', () => {
    expect(load({ NODE_ENV: 'production', S3_ENDPOINT: 'minio' }).S3_ENDPOINT).toBe('minio');
    expect(load({ NODE_ENV: 'development' }).S3_ENDPOINT).toBeUndefined();
  });
});
