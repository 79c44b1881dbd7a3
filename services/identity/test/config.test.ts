import { jest } from '@jest/globals';
import { loadIdentityConfig } from '../src/config.js';

// Compose passes `ADMIN_PASSWORD: ${ADMIN_PASSWORD:-}`: an empty string when the operator set none.
// It used to fail the 8-character minimum, so identity crash-looped and the gateway never started.
describe('identity config', () => {
  it('treats an empty ADMIN_PASSWORD as unset (a password is then generated and printed once)', () => {
    const config = loadIdentityConfig({ ADMIN_PASSWORD: '' });
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect(loadIdentityConfig({ ADMIN_PASSWORD: '   ' }).ADMIN_PASSWORD).toBeUndefined();
  });

  it('still refuses a set password shorter than 8 characters', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(((code: number) => { throw new Error(`exit ${code}`); }) as never);
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(() => loadIdentityConfig({ ADMIN_PASSWORD: 'short' })).toThrow('exit 1');
      expect(stderr).toHaveBeenCalledWith('Configuration error: ADMIN_PASSWORD must be at least 8 characters\n');
    } finally {
      exit.mockRestore();
      stderr.mockRestore();
    }
  });

  it('keeps a chosen password', () => {
    expect(loadIdentityConfig({ ADMIN_PASSWORD: 'choose-one-please' }).ADMIN_PASSWORD).toBe('choose-one-please');
  });
});
