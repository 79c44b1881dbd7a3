import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

export type MockResponse = { status?: number; body?: unknown };
export type MockRoute = (request: MockRequest) => MockResponse | undefined | Promise<MockResponse | undefined>;

const json = ({ status = 200, body = {} }: MockResponse) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Mocks the network boundary: `routes` maps 'METHOD /path' (no query string) to an answer.
 * Unmatched calls answer 404 so a missing mock shows up as an error state, never a hang.
 */
export function mockApi(routes: Record<string, MockRoute | MockResponse>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) as unknown : raw ?? null;
    const request = { method, path: url.pathname, url, body };
    calls.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route(request) : route;
    return json(answer ?? { status: 404, body: { message: 'Not mocked' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
