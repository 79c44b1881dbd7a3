import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { SESSION_COOKIE } from '../session/session.constants.js';
import { ErrorResponse, SESSION_SECURITY } from './route-docs.js';

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const DESCRIPTION = [
  'The HTTP API of the Cannaverse gateway (docs/api.md explains each area).',
  '',
  '- **Auth**: the `cv.sid` session cookie (httpOnly, SameSite=Lax), set by `POST /api/register` and `POST /api/login`.',
  '- **CSRF**: no token. A state-changing request (POST, PUT, PATCH, DELETE) whose `Origin` is not the site\'s own, or whose',
  '  `Sec-Fetch-Site` names another site, is refused with 403 `Cross-site request blocked`.',
  '- **Errors**: `{ message, requestId }` with a 4xx/5xx status; `requestId` is also the `x-request-id` header.',
  '  503 `The <service> service is not available right now` when the service that answers (or NATS) is down.',
  '- **Rate limits**: member writes are limited (docs/api.md lists the table): 429 with `Retry-After`, and the',
  '  `RateLimit-Policy` / `RateLimit` fields of draft-ietf-httpapi-ratelimit-headers-10 on every answer of a limited route.',
  '- **Bodies**: JSON (multipart only where stated). Unknown fields are a 400 `Unknown field: <name>`, a body that is not',
  '  valid JSON a 400, one nested deeper than 32 levels a 400, other content types a 415.',
  '- **Lists**: `?limit=&cursor=`; the answer is `{ items, nextCursor }`, `nextCursor` null on the last page.',
].join('\n');

const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } } });

/**
 * What every route shares because the gateway's hooks apply it to all of them (security/csrf.ts,
 * security/body-limits.ts, the NATS client), added here once instead of on each route.
 */
function addTransportAnswers(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation: Operation | undefined = item[method];
      if (!operation) continue;
      const responses = operation.responses;
      // Routes open to everyone say so: no security requirement at all.
      operation.security ??= [];
      if (method !== 'get') {
        const forbidden = responses['403'] as { description?: string } | undefined;
        responses['403'] = error([forbidden?.description, '`Cross-site request blocked`'].filter(Boolean).join(', '));
      }
      const multipart = Object.keys(operation.requestBody && 'content' in operation.requestBody ? operation.requestBody.content : {}).includes('multipart/form-data');
      if (operation.requestBody && !responses['400']) {
        responses['400'] = error(multipart ? '`Expected a multipart/form-data upload`' : '`Request body is not valid JSON`, `Unknown field: <name>`');
      }
      if (operation.requestBody && !responses['415']) responses['415'] = error('`Unsupported content type`');
      responses['503'] ??= error('`The <service> service is not available right now`');
    }
  }
}

/** The OpenAPI document of every route the gateway serves (served at /api/docs/json). */
export function createApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Cannaverse API')
    .setDescription(DESCRIPTION)
    .setVersion('1')
    .setLicense('Proprietary', 'https://cannaverse.example/terms')
    .addServer('/', 'The site itself (the web app and the API share one origin)')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie.' }, SESSION_SECURITY)
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorResponse],
    // `postsCreate`, `messagesSend`: stable names for generated clients.
    operationIdFactory: (controllerKey, methodKey) =>
      controllerKey.replace(/Controller$/, '').replace(/^./, (first) => first.toLowerCase()) + methodKey.replace(/^./, (first) => first.toUpperCase()),
  });
  addTransportAnswers(document);
  return document;
}
