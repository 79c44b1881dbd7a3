import { hashPassword, verifyPassword } from '../src/accounts/passwords.js';

// Made with the `argon2` package (0.45.1, the one identity used before @node-rs/argon2) and the
// same options: argon2id, m=19456, t=2, p=1. Members registered before the switch log in with it.
const OLD_PACKAGE_HASH = '$argon2id$v=19$m=19456,p=1,t=2$8fwn5Wa2K0PvKczAEXsvGA$NtmjeW9EE2GT6FElmOesmxu5+Etewbr1LKEaDaxPNRU';
const OLD_PACKAGE_PASSWORD = 'correct horse battery staple';

describe('password hashing', () => {
  it('verifies a hash stored by the old argon2 package', async () => {
    expect(await verifyPassword(OLD_PACKAGE_HASH, OLD_PACKAGE_PASSWORD)).toBe(true);
    expect(await verifyPassword(OLD_PACKAGE_HASH, 'correct horse battery stapler')).toBe(false);
  });

  it('hashes with argon2id and the OWASP profile, and verifies its own hashes', async () => {
    const stored = await hashPassword(OLD_PACKAGE_PASSWORD);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toBe(await hashPassword(OLD_PACKAGE_PASSWORD));
    expect(await verifyPassword(stored, OLD_PACKAGE_PASSWORD)).toBe(true);
    expect(await verifyPassword(stored, 'wrong password')).toBe(false);
  });

  it('answers false, not an error, for a stored value that is not a PHC string', async () => {
    expect(await verifyPassword('not-a-hash', OLD_PACKAGE_PASSWORD)).toBe(false);
    expect(await verifyPassword('', OLD_PACKAGE_PASSWORD)).toBe(false);
  });
});
