import * as yup from 'yup';
import { findUnsafeInput, RpcError, validatePayload } from '../src/index.js';

const schema = yup.object({
  name: yup.string().optional(),
  tags: yup.array(yup.string()).optional(),
  meta: yup.object({ note: yup.string() }).optional(),
}).noUnknown(true, 'Unknown field: ${unknown}');

function failure(data: unknown): { status: number; message: string } {
  try {
    validatePayload(schema, data);
  } catch (error) {
    expect(error).toBeInstanceOf(RpcError);
    return { status: (error as RpcError).status, message: (error as RpcError).message };
  }
  throw new Error('expected a 400');
}

describe('validatePayload: the central input rules of every service', () => {
  it.each([
    ['NUL in a field', { name: 'a\u0000b' }, 'name contains characters that are not allowed'],
    ['a lone high surrogate', { name: 'x\ud800' }, 'name contains characters that are not allowed'],
    ['a lone low surrogate', { name: '\udc00y' }, 'name contains characters that are not allowed'],
    ['NUL in an array item', { tags: ['ok', '\u0000'] }, 'tags contains characters that are not allowed'],
    ['a surrogate in a nested object', { meta: { note: '\ud83d' } }, 'meta contains characters that are not allowed'],
    ['NUL in a key', { ['na\u0000me']: 'x' }, 'A field name contains characters that are not allowed'],
  ])('refuses %s with a 400', (_label, data, message) => {
    expect(failure(data)).toEqual({ status: 400, message });
  });

  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf'])('refuses the prototype key %s as an unknown field', (key) => {
    const data = JSON.parse(`{"${key}": "x"}`) as Record<string, unknown>;
    expect(failure(data)).toEqual({ status: 400, message: `Unknown field: ${key}` });
  });

  it('refuses absurd nesting without overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = { meta: deep };
    expect(failure(deep)).toEqual({ status: 400, message: 'Request body is nested too deeply' });
  });

  it('keeps real text: emoji (paired surrogates), accents, CJK, newlines', () => {
    const name = 'Blüten 🌿 大麻\nline two';
    expect(validatePayload(schema, { name, tags: ['👍🏽'] })).toMatchObject({ name, tags: ['👍🏽'] });
    expect(findUnsafeInput({ name })).toBeNull();
  });
});

describe('findUnsafeInput: prototype keys at any depth', () => {
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])('finds %s inside a nested object and in an array', (key) => {
    expect(findUnsafeInput(JSON.parse(`{"changes": {"${key}": 1}}`))).toEqual({ kind: 'prototype-key', key });
    expect(findUnsafeInput(JSON.parse(`{"items": [{"${key}": 1}]}`))).toEqual({ kind: 'prototype-key', key });
  });
});
