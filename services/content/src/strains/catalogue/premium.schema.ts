// yup schema of premium-strains.json (shape and ranges). Cross-references and the "every number
// has a source" rule live in premium.validator.ts.
import { array, mixed, number, object, string, ValidationError, type AnySchema } from 'yup';
import { SOURCE_KINDS, TERPENE_KEYS, type PremiumDataFile, type TerpeneKey } from './premium.types.js';

const sourced = (value: AnySchema) => object({ value, source: string().required(), detail: string().optional() }).noUnknown();

// Above 10 % of dry weight no single terpene is plausible; such a value is a unit mistake.
const terpeneFraction = sourced(number().required().min(0).max(0.1)).nullable().default(null);

const terpeneValues = object(
  Object.fromEntries(TERPENE_KEYS.map((key) => [key, terpeneFraction])) as Record<TerpeneKey, typeof terpeneFraction>,
).noUnknown();

const daysRange = object({
  minDays: number().required().integer().min(14).max(140),
  maxDays: number().required().integer().min(14).max(140),
}).noUnknown();

const yieldRange = object({
  min: number().required().min(1).max(2000),
  max: number().required().min(1).max(2000),
}).noUnknown();

const growInfo = object({
  difficulty: object({
    value: number().required().integer().min(1).max(5),
    asPublished: string().required(),
    source: string().required(),
    detail: string().optional(),
  })
    .noUnknown()
    .nullable()
    .default(null),
  floweringTime: sourced(daysRange).nullable().default(null),
  yield: sourced(yieldRange).nullable().default(null),
  growEnvironment: sourced(string().required()).nullable().default(null),
  growTips: array(sourced(string().required().max(300))).required(),
}).noUnknown();

const strainEntry = object({
  name: string().required(),
  selection: object({ reviewerLowerBound: sourced(number().required().integer().min(1)).required() }).noUnknown(),
  terpeneAnalysis: object({ values: terpeneValues.required() }).noUnknown().nullable().default(null),
  growInfo: growInfo.nullable().default(null),
  enhancedDescription: object({
    text: string().required().min(40).max(1200),
    basedOn: array(string().required()).required().min(1),
  })
    .noUnknown()
    .nullable()
    .default(null),
}).noUnknown();

const premiumFile = object({
  schemaVersion: number().required().oneOf([1]),
  terpeneBasis: string().required().oneOf(['fraction-of-dry-weight']),
  sources: array(
    object({
      id: string().required().matches(/^[a-z0-9-]+$/),
      kind: mixed().required().oneOf(SOURCE_KINDS),
      title: string().required(),
      publisher: string().required(),
      // A web address, or "local:<path>" for data that ships beside the repository.
      url: string().required().matches(/^(https?:\/\/|local:)\S+$/),
      accessed: string().required().matches(/^\d{4}-\d{2}-\d{2}$/),
      note: string().optional(),
    }).noUnknown(),
  ).required(),
  strains: array(strainEntry).required(),
}).noUnknown();

/** Shape errors as "path: message"; an empty list when the shape is right. */
export function premiumShapeErrors(json: unknown): string[] {
  try {
    premiumFile.validateSync(json, { strict: true, abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

/** Narrows after premiumShapeErrors returned no error. */
export function asPremiumDataFile(json: unknown): PremiumDataFile {
  return json as PremiumDataFile;
}
