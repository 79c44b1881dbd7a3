/** Resolves to the RpcError body a failing call produced (`extra` only when the error carries one). */
export async function rpcFailure(promise: Promise<unknown>): Promise<{ status: number; message: string; extra?: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    const failure = error as { status: number; message: string; extra?: Record<string, unknown> };
    return { status: failure.status, message: failure.message, ...(failure.extra ? { extra: failure.extra } : {}) };
  }
  throw new Error('expected the call to fail');
}

/**
 * Polls until the probe answers something truthy (`true`, or the row it waited for) and resolves
 * to that answer; throws when it does not in time.
 */
export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 10_000, intervalMs = 20): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await probe();
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error('condition not met in time');
}
