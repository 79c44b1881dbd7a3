import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum profile: 19 MiB memory, 2 iterations, 1 lane.
 * @node-rs/argon2 (N-API, prebuilt for every platform) rather than `argon2`, whose prebuilt binary
 * crashed Node 20.20 on load and so always compiled from source: a fresh machine had no compiler.
 * Both read and write the same PHC strings, so hashes stored by the old package still verify.
 */
const HASH_OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, HASH_OPTIONS);

export const verifyPassword = async (stored: string, password: string) => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when the username does not exist, so response
 * timing does not reveal which usernames are registered.
 */
export const verifyAgainstDummy = async (password: string) => {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
};
