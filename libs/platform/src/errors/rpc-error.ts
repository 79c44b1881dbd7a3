import { RpcException } from '@nestjs/microservices';
import { isRpcErrorBody, type RpcErrorBody } from '@cannaverse/contracts';
import * as yup from 'yup';
import { findUnsafeInput, unsafeInputMessage } from '../validation/unsafe-text.js';

/**
 * The one error type services throw. It travels over NATS as `{ status, message, extra }`
 * and the gateway answers with that HTTP status and `{ message, ...extra }`.
 */
export class RpcError extends RpcException {
  constructor(
    readonly status: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super({ status, message, ...(extra ? { extra } : {}) } satisfies RpcErrorBody);
    this.message = message;
  }

  static badRequest(message: string, extra?: Record<string, unknown>) { return new RpcError(400, message, extra); }
  static unauthorized(message = 'Not authenticated') { return new RpcError(401, message); }
  static forbidden(message = 'Forbidden', extra?: Record<string, unknown>) { return new RpcError(403, message, extra); }
  static notFound(message = 'Not found') { return new RpcError(404, message); }
  static conflict(message: string, extra?: Record<string, unknown>) { return new RpcError(409, message, extra); }
  static tooLarge(message = 'Payload too large') { return new RpcError(413, message); }
  static unavailable(message = 'Service temporarily unavailable') { return new RpcError(503, message); }
}

/** Normalises whatever came back from a failed NATS request into an error body. */
export function toRpcErrorBody(error: unknown): RpcErrorBody {
  if (error instanceof RpcError) return error.getError() as RpcErrorBody;
  if (isRpcErrorBody(error)) return error;
  return { status: 500, message: 'Internal server error' };
}

/**
 * Validates a payload against a yup schema and throws a 400 with the first message.
 * Services validate every payload they receive, even from the gateway.
 */
export function validatePayload<TSchema extends yup.AnyObjectSchema>(schema: TSchema, data: unknown): yup.InferType<TSchema> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw RpcError.badRequest('Request body must be a JSON object');
  }
  assertSafeInput(data);
  checkShape(schema, data as Record<string, unknown>);
  try {
    return schema.validateSync(data, { abortEarly: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) throw RpcError.badRequest(error.message);
    throw error;
  }
}

/**
 * NUL, unpaired surrogates (anywhere: values, keys, nested) and absurd nesting are a 400 for every
 * service's every field, before any schema or SQL sees them (see validation/unsafe-text.ts).
 */
export function assertSafeInput(data: unknown): void {
  const problem = findUnsafeInput(data);
  if (!problem) return;
  throw RpcError.badRequest(unsafeInputMessage(problem));
}

type FieldTypes = Record<string, { type: string }>;
const describedSchemas = new WeakMap<yup.AnyObjectSchema, FieldTypes>();

/** `describe()` walks the whole schema; schemas are module constants, so once per schema is enough. */
function fieldTypesOf(schema: yup.AnyObjectSchema): FieldTypes {
  let fields = describedSchemas.get(schema);
  if (!fields) {
    fields = schema.describe().fields as FieldTypes;
    describedSchemas.set(schema, fields);
  }
  return fields;
}

/**
 * yup casts ("12345" for 12345) and silently strips unknown keys; an API should refuse both.
 * So before the (transforming) validation, every key must be known and every primitive
 * field must already have its declared JSON type.
 */
function checkShape(schema: yup.AnyObjectSchema, data: Record<string, unknown>): void {
  const fields = fieldTypesOf(schema);
  for (const [key, value] of Object.entries(data)) {
    // Own keys only: `constructor`, `toString`, `__proto__`… are on every object's prototype.
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!field) throw RpcError.badRequest(`Unknown field: ${key}`);
    if (value === null || value === undefined) continue; // nullability is the schema's business
    if ((field.type === 'string' || field.type === 'boolean' || field.type === 'number') && typeof value !== field.type) {
      throw RpcError.badRequest(`${key} must be a ${field.type}`);
    }
  }
}
