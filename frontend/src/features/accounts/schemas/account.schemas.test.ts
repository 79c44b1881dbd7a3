import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { loginFormSchema, registerFormSchema, REGISTER_USERNAME_MESSAGE } from './account.schemas';

const firstError = (schema: typeof loginFormSchema | typeof registerFormSchema, values: Record<string, unknown>) => {
  try {
    schema.validateSync(values, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as ValidationError).message;
  }
};

describe('login form (spec §5)', () => {
  it('requires 7 characters except the literal admin', () => {
    expect(firstError(loginFormSchema, { username: 'abcdef', password: 'secret' })).toBe('Username must be at least 7 characters.');
    expect(firstError(loginFormSchema, { username: 'admin', password: 'secret' })).toBeNull();
    expect(firstError(loginFormSchema, { username: 'Admin', password: 'secret' })).toBe('Username must be at least 7 characters.');
    expect(firstError(loginFormSchema, { username: 'abcdefg', password: 'secret' })).toBeNull();
  });
  it('requires a 6-character password', () => {
    expect(firstError(loginFormSchema, { username: 'abcdefg', password: '12345' })).toBe('Password must be at least 6 characters.');
  });
});

describe('register form (spec §5)', () => {
  const valid = { username: 'greenthumb', email: 'grower@example.com', password: 'secret', name: '', marketingConsent: false, subscribeToNewsletter: false };
  it('accepts a valid registration with both consents off by default', () => {
    expect(firstError(registerFormSchema, valid)).toBeNull();
    expect(registerFormSchema.cast({ username: 'x', email: 'y', password: 'z' })).toMatchObject({ marketingConsent: false, subscribeToNewsletter: false });
  });
  it.each([
    [{ username: 'short' }, REGISTER_USERNAME_MESSAGE],
    [{ username: 'admin' }, 'Username must be at least 7 characters'],
    [{ password: '12345' }, 'Password must be at least 6 characters.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
  ])('rejects %j with the spec message', (change, message) => {
    expect(firstError(registerFormSchema, { ...valid, ...change })).toBe(message);
  });
});
