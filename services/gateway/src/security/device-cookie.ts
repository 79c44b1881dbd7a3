import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The browser that signed in to an account before (OWASP's "device cookie"); only /api/login reads it. */
export const DEVICE_COOKIE = 'cv.device';
export const DEVICE_COOKIE_PATH = '/api/login';
/** Long-lived: a member who signs in twice a year keeps being recognised. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** A device cookie that checked out: the account it names and its own id (its failure bucket). */
export interface TrustedDevice {
  account: string;
  deviceId: string;
}

/** The account part of login limits and device cookies: the username as typed, trimmed and lower-cased. */
export function accountKey(username: unknown): string {
  return typeof username === 'string' ? username.trim().toLowerCase().slice(0, 100) : '';
}

/**
 * Issues and checks device cookies: `v1.<account>.<device id>.<HMAC>`, the HMAC (SHA-256, keyed
 * with the session secret under its own label, so no other signed value of ours can pass for one)
 * covering the account and the device id. A cookie proves that this browser once got into the
 * account; it grants nothing by itself (the password is still checked), it only exempts the
 * browser from the lockout that failures elsewhere cause (login-rate-limiter.ts).
 */
export class DeviceCookies {
  /** `secure`: PUBLIC_ORIGIN is https (the cookie then never travels over plain http). */
  constructor(private readonly secret: string, private readonly secure: boolean) {}

  /** How the cookie is set: httpOnly, SameSite=Lax, sent to /api/login only. */
  get cookieOptions() {
    return { httpOnly: true, sameSite: 'lax', secure: this.secure, path: DEVICE_COOKIE_PATH, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS } as const;
  }

  private sign(account: string, deviceId: string): Buffer {
    return createHmac('sha256', this.secret).update(`cv.device.v1|${account}|${deviceId}`).digest();
  }

  issue(username: unknown): string {
    const account = accountKey(username);
    const deviceId = randomBytes(16).toString('base64url');
    return ['v1', Buffer.from(account).toString('base64url'), deviceId, this.sign(account, deviceId).toString('base64url')].join('.');
  }

  /** The device the cookie names, when it is ours and names this account; null otherwise (forged, altered, another account's). */
  verify(cookie: unknown, username: unknown): TrustedDevice | null {
    if (typeof cookie !== 'string' || cookie.length > 300) return null;
    const [version, encodedAccount, deviceId, mac, ...rest] = cookie.split('.');
    if (version !== 'v1' || rest.length > 0 || !encodedAccount || !deviceId || !mac) return null;
    const account = Buffer.from(encodedAccount, 'base64url').toString();
    if (account === '' || account !== accountKey(username)) return null;
    const expected = this.sign(account, deviceId);
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { account, deviceId };
  }
}
