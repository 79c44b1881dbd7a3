// Pure strain-catalogue logic: import mapping, generated descriptions and illustrations, the
// curated premium data's validation, and the merge that produces upsert-ready strains.
export * from './catalogue.types.js';
export * from './catalogue.merge.js';
export * from './description.generator.js';
export * from './field-parsers.js';
export * from './illustration.generator.js';
export * from './illustration.palette.js';
export * from './own-catalogue.import.js';
export * from './premium.types.js';
export * from './premium.validator.js';
export * from './reviewer-bound.js';
export * from './strain-name.js';
export * from './strain-record.mapper.js';
export * from './strains-csv.import.js';
export * from './terpene-evidence.js';
export * from './strain-aliases.js';
