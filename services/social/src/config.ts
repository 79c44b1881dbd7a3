import * as yup from 'yup';
import { commonConfigSchema, loadConfig, mediaConfigSchema } from '@cannaverse/platform';

/** Media settings so posts can check their uploads exist; BULLMQ_PREFIX namespaces the job queues in Redis. */
export const socialConfigSchema = commonConfigSchema.concat(mediaConfigSchema).shape({
  BULLMQ_PREFIX: yup.string().matches(/^[A-Za-z0-9_:-]+$/, 'BULLMQ_PREFIX may only contain letters, digits, _ : -').default('cv'),
});

export type SocialConfig = ReturnType<typeof loadSocialConfig>;

export const loadSocialConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const config = loadConfig(socialConfigSchema, env);
  return { ...config, HEALTH_PORT: config.HEALTH_PORT ?? 3102 };
};
