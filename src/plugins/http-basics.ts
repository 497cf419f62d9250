import fp from 'fastify-plugin';
import { checkJsonShape } from '../lib/json-body.js';
import { closeObjects, validatorCompiler } from '../lib/validation.js';

/**
 * How every request is read and answered: our validator, JSON bodies bounded before parsing, unknown
 * fields refused, the request id echoed, and connections closed once the process is stopping.
 */
export const httpBasicsPlugin = fp<{ isShuttingDown: () => boolean }>(
  async (app, { isShuttingDown }) => {
    app.setValidatorCompiler(validatorCompiler);
    // Fastify's own JSON parser (prototype poisoning refused), after a pass that bounds the body's shape.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      try {
        checkJsonShape(body as string);
      } catch (error) {
        done(error as Error, undefined);
        return;
      }
      parseJson(request, body as string, done);
    });
    // A JSON body's unknown field is refused, never ignored (a misspelt option must not pass silently).
    app.addHook('onRoute', (route) => closeObjects((route.schema as { body?: unknown } | undefined)?.body));
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    // From the moment the process starts closing, each answer still under way closes its connection, so
    // that a keep-alive client does not hold the server open until its idle timeout.
    app.addHook('onSend', async (_request, reply) => {
      if (isShuttingDown()) reply.header('connection', 'close');
    });
  },
  { name: 'http-basics' },
);
