import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';

/**
 * Short property decorators for the response and request classes (`routes/<area>/<area>.schemas.ts`).
 * Every class `implements` the libs/contracts type it describes, so the compiler keeps the two in
 * step; the client test (test/openapi-client.test.ts) checks the other direction.
 * TypeScript erases `string | null` and unions to `Object`, so each property says its type here.
 */
type Extra = Omit<ApiPropertyOptions, 'type' | 'nullable' | 'enum' | 'isArray'>;
type ClassRef = () => abstract new (...args: never[]) => unknown;

const prop = (options: ApiPropertyOptions) => ApiProperty(options);
/** @nestjs/swagger recognises a lazy type by the function's name being `type` (as in `{ type: () => X }`). */
const lazy = (ref: ClassRef) => ({ type: () => ref() }).type;

export const str = (extra: Extra = {}) => prop({ type: 'string', ...extra } as ApiPropertyOptions);
export const strOrNull = (extra: Extra = {}) => prop({ type: 'string', nullable: true, ...extra } as ApiPropertyOptions);
export const uuid = (extra: Extra = {}) => str({ format: 'uuid', ...extra });
export const dateTime = (extra: Extra = {}) => str({ format: 'date-time', ...extra });
export const dateTimeOrNull = (extra: Extra = {}) => strOrNull({ format: 'date-time', ...extra });
export const int = (extra: Extra = {}) => prop({ type: 'integer', ...extra } as ApiPropertyOptions);
export const intOrNull = (extra: Extra = {}) => prop({ type: 'integer', nullable: true, ...extra } as ApiPropertyOptions);
export const num = (extra: Extra = {}) => prop({ type: 'number', ...extra } as ApiPropertyOptions);
export const numOrNull = (extra: Extra = {}) => prop({ type: 'number', nullable: true, ...extra } as ApiPropertyOptions);
export const bool = (extra: Extra = {}) => prop({ type: 'boolean', ...extra } as ApiPropertyOptions);
/** `true` only (e.g. `{ ok: true }`). */
export const alwaysTrue = (extra: Extra = {}) => prop({ type: 'boolean', enum: [true], ...extra } as ApiPropertyOptions);
export const strings = (extra: Extra = {}) => prop({ type: 'string', isArray: true, ...extra } as ApiPropertyOptions);
export const oneOf = (values: readonly (string | number)[], extra: Extra = {}) =>
  prop({ enum: [...values], type: typeof values[0] === 'number' ? 'integer' : 'string', ...extra } as ApiPropertyOptions);
export const oneOfOrNull = (values: readonly string[], extra: Extra = {}) =>
  prop({ enum: [...values], type: 'string', nullable: true, ...extra } as ApiPropertyOptions);
/** A nested object described by its own class. */
export const obj = (type: ClassRef, extra: Extra = {}) => prop({ type: lazy(type), ...extra } as ApiPropertyOptions);
export const objOrNull = (type: ClassRef, extra: Extra = {}) => prop({ type: lazy(type), nullable: true, ...extra } as ApiPropertyOptions);
export const list = (type: ClassRef, extra: Extra = {}) => prop({ type: lazy(type), isArray: true, ...extra } as ApiPropertyOptions);
export const listOrNull = (type: ClassRef, extra: Extra = {}) => prop({ type: lazy(type), isArray: true, nullable: true, ...extra } as ApiPropertyOptions);
/** Optional in the body (or absent from some answers): add to any of the above. */
export const optional = { required: false } as const;
export const boolOrNull = (extra: Extra = {}) => prop({ type: 'boolean', nullable: true, ...extra } as ApiPropertyOptions);
/** A file part of a multipart body. */
export const binary = (extra: Extra = {}) => prop({ type: 'string', format: 'binary', ...extra } as ApiPropertyOptions);
/** An object whose keys are free (a JSON map) and whose values all have one schema. */
export const mapOf = (values: Record<string, unknown>, extra: Extra = {}) =>
  prop({ type: 'object', additionalProperties: values, ...extra } as ApiPropertyOptions);
