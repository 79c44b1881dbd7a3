// A member's HTTP session against the gateway: keeps the session cookie, sends the Origin the
// gateway's CSRF check expects, and retries what a busy stack answers with 429/503.
export class GatewayError extends Error {
  constructor(method, path, status, body) {
    super(`${method} ${path} → ${status} ${body.slice(0, 200)}`);
    this.status = status;
  }
}

const RETRYABLE = new Set([429, 502, 503, 504]);

export class Session {
  constructor(base) {
    this.base = base;
    this.cookie = null;
    this.user = null;
  }

  async request(method, path, { json, form, expect = [200, 201] } = {}) {
    for (let attempt = 1; ; attempt++) {
      const headers = { origin: this.base };
      if (this.cookie) headers.cookie = this.cookie;
      let body;
      if (json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(json);
      } else if (form) {
        body = form();
      }
      let response;
      try {
        response = await fetch(`${this.base}${path}`, { method, headers, body });
      } catch (error) {
        if (attempt >= 5) throw error;
        await sleep(250 * attempt);
        continue;
      }
      const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('cv.sid='));
      if (setCookie) this.cookie = setCookie.split(';')[0];
      const text = await response.text();
      if (expect.includes(response.status)) return { status: response.status, data: text ? JSON.parse(text) : null };
      if (RETRYABLE.has(response.status) && attempt < 6) {
        const retryAfter = Number(response.headers.get('retry-after'));
        await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 5) * 1000 : 300 * attempt);
        continue;
      }
      if (response.status === 429) {
        // npm start runs the production write limits; a seed of a whole community needs them raised.
        throw new GatewayError(method, path, response.status, `${text} — the seed writes far more than one member may: start the stack with RATE_LIMITS_FACTOR=100 npm start`);
      }
      throw new GatewayError(method, path, response.status, text);
    }
  }

  get(path, options) { return this.request('GET', path, options); }
  post(path, json, options) { return this.request('POST', path, { json, ...options }); }
  patch(path, json, options) { return this.request('PATCH', path, { json, ...options }); }

  /** multipart/form-data with one file, rebuilt per attempt (a FormData body is single-use). */
  upload(method, path, field, file) {
    return this.request(method, path, {
      form: () => {
        const data = new FormData();
        data.append(field, new Blob([file.buffer], { type: file.type }), file.name);
        return data;
      },
    });
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
