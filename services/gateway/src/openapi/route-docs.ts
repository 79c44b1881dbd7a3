import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiBody, ApiCookieAuth, ApiExtraModels, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiSecurity,
  type ApiQueryOptions,
} from '@nestjs/swagger';
import { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT, type Page } from '@cannaverse/contracts';
import { alwaysTrue, list, str, strOrNull } from './schema-props.js';
import { LimitWrites, writeLimitMessage, type WriteLimitName } from '../security/write-limits.js';

/** The security scheme of the `cv.sid` session cookie (create-gateway.ts registers it). */
export const SESSION_SECURITY = 'session';

/** Every error answer (errors/error-body.ts): the message a member reads and the id they can quote. */
export class ErrorResponse {
  @str({ example: 'Not authenticated' }) message!: string;
  @str({ description: 'Also in the `x-request-id` header.' }) requestId!: string;
}

export class OkResponse {
  @alwaysTrue() ok!: true;
}

/**
 * `Page<T>` as a schema per item class (`PostResponsePage`, ...): OpenAPI 3.0 has no generics.
 * Cached so that every route answering pages of one item shares one schema.
 */
const pages = new Map<Type<unknown>, Type<unknown>>();
export function PageOf<T>(item: Type<T>): Type<Page<T>> {
  const known = pages.get(item);
  if (known) return known as Type<Page<T>>;
  class ItemPage {
    items!: T[];
    nextCursor!: string | null;
  }
  Object.defineProperty(ItemPage, 'name', { value: `${item.name.replace(/Response$/, '')}Page` });
  list(() => item)(ItemPage.prototype, 'items');
  strOrNull({ description: 'Pass as `cursor` for the next page; null on the last page.' })(ItemPage.prototype, 'nextCursor');
  pages.set(item, ItemPage);
  return ItemPage;
}

/** `?limit=&cursor=` of every list (libs/platform pagination). */
export const pageParams = (maxLimit: number = PAGE_MAX_LIMIT, defaultLimit: number = PAGE_DEFAULT_LIMIT): ApiQueryOptions[] => [
  {
    name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: maxLimit, default: defaultLimit },
    description: `Items per page, 1 to ${maxLimit}; anything else is a 400.`,
  },
  { name: 'cursor', required: false, schema: { type: 'string' }, description: 'The `nextCursor` of the previous page (opaque).' },
];

/** Who may call a route: `member` needs the session cookie, `optional` answers visitors too, `none` ignores it. */
export type Audience = 'none' | 'optional' | 'member' | 'admin';

type ResponseType = Type<unknown> | [Type<unknown>];

export interface RouteDoc {
  summary: string;
  description?: string;
  audience: Audience;
  /** The success answer's class (`[Class]` for an array) and status (200 unless said). */
  ok?: ResponseType;
  status?: 200 | 201 | 202;
  /** The JSON body's class; `bodyRequired: false` when the call also works without one. */
  body?: Type<unknown>;
  bodyRequired?: boolean;
  query?: ApiQueryOptions[];
  /** Path parameters that are not plain strings (`uuid`, `integer`), with what they name. */
  params?: Record<string, { type: 'uuid' | 'integer' | 'string'; description: string }>;
  /** Failure statuses and the exact messages they carry (the spec's strings). */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503, string[] | { type: Type<unknown>; messages: string[] }>>;
  /** The row of the write-limits table (security/write-limits.ts) that counts this route: adds the limit and its 429. */
  limit?: WriteLimitName;
}

const quote = (messages: string[]) => messages.map((message) => `\`${message}\``).join(', ');

/** A 429's headers: always the seconds to wait; on a write limit also the RateLimit fields (security/write-limits.ts). */
function tooManyHeaders(writeLimit: boolean) {
  const text = (description: string) => ({ description, schema: { type: 'string' as const } });
  return {
    'Retry-After': { description: 'Seconds until the request may be made again.', schema: { type: 'integer' as const, minimum: 1 } },
    ...(writeLimit ? {
      'RateLimit-Policy': text('The limit: `"<name>";q=<quota>;w=<window seconds>` (draft-ietf-httpapi-ratelimit-headers-10).'),
      RateLimit: text('What is left: `"<name>";r=<remaining>;t=<seconds until the window ends>`.'),
    } : {}),
  };
}

/** One decorator per route: summary, auth, parameters, body, the answer and every error answer. */
export function Route(doc: RouteDoc) {
  const decorators: Array<ClassDecorator | MethodDecorator | PropertyDecorator> = [
    ApiOperation({ summary: doc.summary, ...(doc.description ? { description: doc.description } : {}) }),
  ];
  if (doc.audience === 'member' || doc.audience === 'admin') decorators.push(ApiCookieAuth(SESSION_SECURITY));
  if (doc.audience === 'optional') decorators.push(ApiSecurity({}), ApiCookieAuth(SESSION_SECURITY));
  for (const [name, param] of Object.entries(doc.params ?? {})) {
    const schema = param.type === 'uuid' ? { type: 'string', format: 'uuid' } : { type: param.type };
    decorators.push(ApiParam({ name, required: true, schema, description: param.description }));
  }
  for (const query of doc.query ?? []) decorators.push(ApiQuery(query));
  if (doc.body) decorators.push(ApiBody({ type: doc.body, required: doc.bodyRequired ?? true }));
  if (doc.ok) {
    const [type, isArray] = Array.isArray(doc.ok) ? [doc.ok[0], true] : [doc.ok, false];
    decorators.push(ApiExtraModels(type), ApiResponse({ status: doc.status ?? 200, type, isArray, description: 'Success' }));
  }
  const errors = { ...doc.errors };
  if (doc.audience === 'member' && !errors[401]) errors[401] = ['Not authenticated'];
  if (doc.audience === 'admin') {
    errors[401] ??= ['Not authenticated'];
    errors[403] = [...(Array.isArray(errors[403]) ? errors[403] : []), 'Administrators only'];
  }
  if (doc.limit) {
    errors[429] = [...(Array.isArray(errors[429]) ? errors[429] : []), writeLimitMessage(doc.limit)];
    decorators.push(LimitWrites(doc.limit));
  }
  for (const [status, value] of Object.entries(errors)) {
    if (!value) continue;
    const { type, messages } = Array.isArray(value) ? { type: ErrorResponse, messages: value } : value;
    const headers = status === '429' ? tooManyHeaders(Boolean(doc.limit)) : undefined;
    decorators.push(ApiResponse({ status: Number(status), type, description: messages.length ? quote(messages) : 'Error', ...(headers ? { headers } : {}) }));
  }
  return applyDecorators(...decorators);
}

