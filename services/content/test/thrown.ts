/** The status and message a synchronous rule throws (pure parsers answer RpcErrors too). */
export function thrown(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    const { status, message } = error as { status: number; message: string };
    return { status, message };
  }
  throw new Error('expected a failure');
}
