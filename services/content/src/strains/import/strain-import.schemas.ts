import * as yup from 'yup';
import { STRAIN_IMPORT_FORMATS, StrainMessages } from '@cannaverse/contracts';
import { requestSchema } from '@cannaverse/platform';

/** NATS carries at most 1 MB; the given file is 0.4 MB. */
export const IMPORT_MAX_CHARS = 900_000;

export const importPayload = requestSchema({
  format: yup.string().required(StrainMessages.importFormat).oneOf(STRAIN_IMPORT_FORMATS, StrainMessages.importFormat),
  content: yup.string().required('content is required').max(IMPORT_MAX_CHARS, `content must be at most ${IMPORT_MAX_CHARS} characters`),
  source: yup.string().required('source is required').max(300),
});
