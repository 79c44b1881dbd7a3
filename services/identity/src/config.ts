import * as yup from 'yup';
import { commonConfigSchema, defineServiceConfig, jobsConfigSchema, mediaConfigSchema } from '@cannaverse/platform';

export const identityConfigSchema = commonConfigSchema.concat(mediaConfigSchema).concat(jobsConfigSchema).shape({
  ADMIN_PASSWORD: yup.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
});

export const loadIdentityConfig = defineServiceConfig('identity', identityConfigSchema);

export type IdentityConfig = ReturnType<typeof loadIdentityConfig>;
