import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { OneLinePerRequest } from './lib/request-log.js';
import { frameworkErrors } from './plugins/errors.js';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The framework's settings: the log (what it may hold), body and time limits, proxies, request ids. */
export function fastifyOptions(config: AppConfig, logStream: NodeJS.WritableStream | undefined): FastifyHttpOptions<Server> {
  return {
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Only method, path and request id: query strings, headers and bodies may carry tokens or personal data.
      serializers: {
        req: (req) => ({ method: req.method, path: req.url.split('?')[0] }),
        res: (res) => ({ status: res.statusCode }),
      },
      // @fastify/multipart logs the request headers at trace level (busboyOptions.headers).
      redact: {
        paths: [
          'req.headers.authorization',
          'headers.authorization',
          '*.headers.authorization',
          '*.headers.cookie',
          'token',
          '*.token',
          'email',
          '*.email',
          'phone',
          '*.phone',
        ],
        censor: '[redacted]',
      },
    },
    bodyLimit: 1024 * 1024,
    // Slow clients: headers within 20 s, the whole request within REQUEST_TIMEOUT_SECONDS (Node answers 408 and
    // closes), checked every 2 s rather than Node's 30.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    http: { headersTimeout: Math.min(20_000, config.requestTimeoutSeconds * 1000), connectionsCheckingInterval: 2_000 },
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    logController: new OneLinePerRequest(),
    frameworkErrors,
  };
}
