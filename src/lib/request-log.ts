import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request, when it completes, instead of Fastify's two (incoming and completed):
 * logging was a fifth of a simple request's cost (docs/benchmarks.md). Errors keep Fastify's line.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    request.log.info({ req: request, res: reply, responseTime: Math.round(reply.elapsedTime) }, 'request completed');
  }
}
