import * as yup from 'yup';
import { commonConfigSchema, defineServiceConfig, jobsConfigSchema, mediaConfigSchema } from '../src/index.js';

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
