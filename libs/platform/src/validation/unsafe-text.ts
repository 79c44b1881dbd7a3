/**
 * Text PostgreSQL cannot store, or stores as something else: NUL (text columns and jsonb refuse
 * it, a 500) and UTF-16 surrogates without their pair (jsonb refuses them; a text column silently
 * gets U+FFFD). Every string of every request, keys included, is checked once here, so no field
 * of any service needs its own check.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any payload we define; a deeper one is an attack on recursive code, not data. */
export const MAX_PAYLOAD_DEPTH = 32;

export const InputMessages = {
  unsafeText: (field: string) => `${field} contains characters that are not allowed`,
  tooDeep: 'Request body is nested too deeply',
  /** The wording validatePayload uses for any key a schema does not declare. */
  unknownField: (key: string) => `Unknown field: ${key}`,
} as const;

export const isUnsafeText = (value: string): boolean => UNSAFE_TEXT.test(value);

export type UnsafeInput = { kind: 'text'; field: string } | { kind: 'depth' } | { kind: 'prototype-key'; key: string };

/** The message a client gets for the problem findUnsafeInput found. */
export const unsafeInputMessage = (problem: UnsafeInput): string =>
  problem.kind === 'depth' ? InputMessages.tooDeep : problem.kind === 'prototype-key' ? InputMessages.unknownField(problem.key) : InputMessages.unsafeText(problem.field);

/**
 * The first problem in a JSON value: a string (or key) with unsafe text, named by its top-level
 * field, nesting beyond `maxDepth`, or, at any depth, a key that names a property of every object
 * (`constructor`, `toString`, `__proto__`…): no payload of ours uses one, yup looks such keys up
 * without an own-property check (a 500 "field.resolve is not a function"), and an Object.assign or
 * merge of a `__proto__` key would replace a prototype. Iterative, so a hostile depth cannot
 * overflow the stack.
 */
export function findUnsafeInput(value: unknown, maxDepth = MAX_PAYLOAD_DEPTH): UnsafeInput | null {
  const stack: Array<{ value: unknown; depth: number; field: string }> = [{ value, depth: 0, field: 'body' }];
  while (stack.length > 0) {
    const { value: current, depth, field } = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return { kind: 'text', field };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= maxDepth) return { kind: 'depth' };
    if (Array.isArray(current)) {
      for (const item of current) stack.push({ value: item, depth: depth + 1, field });
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      const name = depth === 0 ? key : field;
      if (isUnsafeText(key)) return { kind: 'text', field: depth === 0 ? 'A field name' : field };
      if (key in Object.prototype) return { kind: 'prototype-key', key };
      stack.push({ value: item, depth: depth + 1, field: name });
    }
  }
  return null;
}
