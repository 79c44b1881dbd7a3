import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * docs/api.md's route index, rendered from the OpenAPI document so the two cannot drift:
 * `npm run docs:api` rewrites the part between the markers, and test/openapi-document.test.ts
 * fails when it differs from what the document says.
 */
export const ROUTE_TABLE_BEGIN = '<!-- route-table:begin (generated from the OpenAPI document: npm run docs:api) -->';
export const ROUTE_TABLE_END = '<!-- route-table:end -->';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const WHO: Record<string, string> = { member: 'member', optional: 'anyone (more for members)', none: 'anyone' };

interface Schema { $ref?: string; type?: string; items?: Schema }
interface Parameter { name: string; in: string; required?: boolean }
interface Operation {
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

const schemaName = (schema: Schema | undefined): string => {
  if (!schema) return '–';
  if (schema.$ref) return schema.$ref.split('/').pop() ?? '–';
  if (schema.type === 'array') return `${schemaName(schema.items)}[]`;
  return schema.type ?? '–';
};

const who = (operation: Operation): string => {
  const security = operation.security ?? [];
  if (security.length === 0) return WHO.none;
  if (security.some((requirement) => Object.keys(requirement).length === 0)) return WHO.optional;
  return /Administrators only/.test(JSON.stringify(operation.responses['403'] ?? {})) ? 'admin' : WHO.member;
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** One row per operation: call (with its query), who may call it, body, success answer, error statuses. */
export function renderRouteTable(document: OpenAPIObject): string {
  const rows: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => `${parameter.name}=`);
      const call = `\`${method.toUpperCase()} ${path}${query.length ? `?${query.join('&')}` : ''}\``;
      const body = operation.requestBody
        ? Object.entries(operation.requestBody.content)
          .map(([type, media]) => `${schemaName(media.schema)}${type === 'application/json' ? '' : ` (${type})`}`)
          .join(', ') + (operation.requestBody.required ? '' : ' (optional)')
        : '–';
      const statuses = Object.keys(operation.responses);
      const success = statuses.filter((status) => status.startsWith('2'))
        .map((status) => {
          const content = operation.responses[status].content ?? {};
          const [type, media] = Object.entries(content)[0] ?? [];
          return `${status} ${type && type !== 'application/json' ? type : schemaName(media?.schema)}`;
        }).join(', ');
      const errors = statuses.filter((status) => !status.startsWith('2')).join(', ');
      rows.push(`| ${[call, who(operation), body, success, errors, operation.summary ?? ''].map(cell).join(' | ')} |`);
    }
  }
  return [
    '| call | who | body | answer | other statuses | what it does |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** docs/api.md with its route table replaced by the one the document gives. */
export function withRouteTable(markdown: string, document: OpenAPIObject): string {
  const begin = markdown.indexOf(ROUTE_TABLE_BEGIN);
  const end = markdown.indexOf(ROUTE_TABLE_END);
  if (begin < 0 || end < begin) throw new Error(`docs/api.md has no ${ROUTE_TABLE_BEGIN} ... ${ROUTE_TABLE_END} section`);
  return `${markdown.slice(0, begin + ROUTE_TABLE_BEGIN.length)}\n${renderRouteTable(document)}\n${markdown.slice(end)}`;
}
