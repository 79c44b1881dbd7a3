import { Catch, IntrinsicException, type ArgumentsHost } from '@nestjs/common';
import { BaseRpcExceptionFilter, RpcException } from '@nestjs/microservices';
import type { RpcRequest } from '@cannaverse/contracts';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';

/**
 * A service's failures that are not ours (a bug, a lost database): logged with the request id and
 * the pattern, so the line can be found from the id the member quotes. Nest's own filter logs them
 * without either; the answer is the same as Nest's (`{ status: 'error', message }`, a 500 at the
 * gateway). RpcError, and every other RpcException, goes Nest's way unlogged: it is an answer.
 */
@Catch()
export class UnexpectedErrorFilter extends BaseRpcExceptionFilter {
  constructor(private readonly logger: Logger) {
    super();
  }

  override catch(exception: unknown, host: ArgumentsHost): Observable<unknown> {
    if (exception instanceof RpcException || exception instanceof IntrinsicException) return super.catch(exception, host);
    const rpc = host.switchToRpc();
    const request = rpc.getData<Partial<RpcRequest> | null>();
    const pattern = (rpc.getContext<{ getSubject?: () => string }>()).getSubject?.();
    this.logger.error({ err: exception, requestId: request?.requestId, pattern }, 'request failed');
    return throwError(() => ({ status: 'error', message: 'Internal server error' }));
  }
}
