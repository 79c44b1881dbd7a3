import * as yup from 'yup';
import { commonConfigSchema, defineServiceConfig, jobsConfigSchema } from '@cannaverse/platform';

/**
 * STRAINS_CSV: the catalogue imported at start (npm start sets it to ../shared/data/strains.csv);
 * unset or missing file → our own 34-strain catalogue. STRAINS_IMPORT_AT_START=false skips it.
 * Jobs: the ad impression and click counter queue.
 */
export const contentConfigSchema = commonConfigSchema.concat(jobsConfigSchema).shape({
  STRAINS_CSV: yup.string().default(''),
  STRAINS_IMPORT_AT_START: yup.boolean().default(true),
});

export const loadContentConfig = defineServiceConfig('content', contentConfigSchema);

export type ContentConfig = ReturnType<typeof loadContentConfig>;
