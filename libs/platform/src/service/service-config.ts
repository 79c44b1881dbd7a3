import type * as yup from 'yup';
import { HEALTH_PORTS, type ServiceName } from '@cannaverse/contracts';
import { loadConfig } from '../config/config.js';

/**
 * A service's config loader: its schema (commonConfigSchema, concatenated with mediaConfigSchema,
 * jobsConfigSchema or its own fields) validated at boot, and its HTTP health port defaulted from
 * the one table in libs/contracts (HEALTH_PORTS).
 */
export function defineServiceConfig<TSchema extends yup.AnyObjectSchema>(service: ServiceName, schema: TSchema) {
  return (env: NodeJS.ProcessEnv = process.env): yup.InferType<TSchema> & { HEALTH_PORT: number; NATS_USER: string } => {
    const config = loadConfig(schema, env);
    return { ...config, HEALTH_PORT: config.HEALTH_PORT ?? HEALTH_PORTS[service], NATS_USER: config.NATS_USER ?? service };
  };
}
