import * as yup from 'yup';
import { commonConfigSchema, loadConfig, mediaConfigSchema } from '@cannaverse/platform';

export const identityConfigSchema = commonConfigSchema.concat(mediaConfigSchema).shape({
  ADMIN_PASSWORD: yup.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
});

export type IdentityConfig = ReturnType<typeof loadIdentityConfig>;

export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const config = loadConfig(identityConfigSchema, env);
  return { ...config, HEALTH_PORT: config.HEALTH_PORT ?? 3101 };
};
