import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/**
 * Checks every answer the gateway tests receive against the OpenAPI document the gateway serves:
 * a JSON answer with a documented status must match that status's schema, and a 2xx must be the
 * documented one. So the document describes what the routes really answer, not what we hoped
 * (test/gateway-harness.ts calls it from Member.request; a mismatch fails the test that met it).
 */
type Schema = Record<string, unknown>;
interface Operation { responses: Record<string, { content?: Record<string, { schema?: Schema }> }> }
interface Document { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } }

// ajv-formats is CommonJS: under ESM its function is the default export's default.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

/** OpenAPI 3.0's `nullable: true` as JSON Schema: the schema, or null. */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (!value || typeof value !== 'object') return value;
  const { nullable, ...rest } = value as Schema;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, key === 'example' ? inner : toJsonSchema(inner)]));
  if (typeof converted.$ref === 'string') converted.$ref = `api${converted.$ref}`;
  return nullable ? { anyOf: [converted, { type: 'null' }] } : converted;
}

export class AnswerChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: true, formats: { password: true, binary: true } });
  private readonly routes: Array<{ method: string; pattern: RegExp; template: string; operation: Operation }> = [];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: Document) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: 'api', components: { schemas: toJsonSchema(document.components.schemas) } });
    for (const [template, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
        this.routes.push({ method: method.toUpperCase(), pattern, template, operation });
      }
    }
    // Static segments win over parameters, as in Fastify's router (`/api/messages/settings` before `/{userId}`).
    const params = (template: string) => (template.match(/\{/g) ?? []).length;
    this.routes.sort((a, b) => params(a.template) - params(b.template));
  }

  /** Why the answer does not match the document; null when it does (or the route is not an API route). */
  problem(method: string, url: string, status: number, contentType: string | null, body: unknown): string | null {
    const pathname = new URL(url, 'http://localhost').pathname;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null; // the hostile-URL tests: the router never sees such a path
    }
    const route = this.routes.find((candidate) => candidate.method === method && candidate.pattern.test(pathname) && !decoded.includes('\0'));
    if (!route) return null;
    const documented = route.operation.responses[String(status)];
    const name = `${method} ${route.template} answered ${status}`;
    if (!documented) return status >= 200 && status < 300 ? `${name}, which the document does not list` : null;
    const schema = documented.content?.['application/json']?.schema;
    if (!schema || !(contentType ?? '').includes('json')) return null;
    const key = JSON.stringify(schema);
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema) as Schema);
      this.validators.set(key, validate);
    }
    if (validate(body)) return null;
    const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '(body)'} ${error.message}`).join('; ');
    return `${name} with a body the document does not describe: ${errors}`;
  }
}

const checkers = new Map<string, Promise<AnswerChecker | null>>();

/** The checker for the gateway at `baseUrl`, built once from its /api/docs/json. */
export function answerCheckerFor(baseUrl: string): Promise<AnswerChecker | null> {
  let checker = checkers.get(baseUrl);
  if (!checker) {
    checker = fetch(`${baseUrl}/api/docs/json`)
      .then(async (response) => (response.ok ? new AnswerChecker((await response.json()) as Document) : null))
      .catch(() => null)
      // Not up yet (a test of a stopped gateway): ask again next time.
      .then((built) => { if (!built) checkers.delete(baseUrl); return built; });
    checkers.set(baseUrl, checker);
  }
  return checker;
}
