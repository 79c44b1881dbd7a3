import { Signer } from '@fastify/cookie';

type UnsignResult = ReturnType<Signer['unsign']>;

/** Remembered results per direction; past this many the memory starts over (a flood of forged cookies only costs HMACs again). */
const MAX_ENTRIES = 20_000;

function remember<T>(memory: Map<string, T>, key: string, compute: () => T): T {
  let result = memory.get(key);
  if (result === undefined) {
    result = compute();
    if (memory.size >= MAX_ENTRIES) memory.clear();
    memory.set(key, result);
  }
  return result;
}

/**
 * The session cookie's signer (HMAC-SHA256, @fastify/cookie's), remembering its answers.
 * Every request of a signed-in member checks the cookie's signature (session-plugin.ts), and each
 * save signs the id again: HMACs for answers that never change. Both are pure functions of their
 * input, so a remembered answer is the answer.
 */
export class MemoizedSigner {
  private readonly signer: Signer;
  private readonly signed = new Map<string, string>();
  private readonly unsigned = new Map<string, UnsignResult>();

  constructor(secret: string) {
    this.signer = new Signer(secret);
  }

  sign(value: string): string {
    return remember(this.signed, value, () => this.signer.sign(value));
  }

  unsign(signedValue: string): UnsignResult {
    return remember(this.unsigned, signedValue, () => this.signer.unsign(signedValue));
  }
}
