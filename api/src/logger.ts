// JSON logs (pino). Every line logged during a request carries its request id (`requestId`): taken from
// an incoming X-Request-Id (a proxy's) when it looks like one, otherwise generated, and sent back in the
// response's X-Request-Id header so a user's report can be matched to the log.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { loggableError } from './db/errors';

export type { Logger };

/** The app's logger; `destination` (tests) receives the JSON lines instead of stdout. */
export function createLogger(level: string, destination?: { write(line: string): void }): Logger {
  const options = {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    // An error is logged without the values of a failed query (db/errors.ts).
    serializers: { err: loggableError },
  };
  return destination ? pino(options, destination) : pino(options);
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** Health probes and metrics scrapes come every few seconds: not worth a log line each. */
const quiet = (url: string | undefined) => Boolean(url?.startsWith('/api/v1/health') || url === '/metrics');

/** The request's id: an incoming X-Request-Id that looks like one, else a new one; sent back in the response. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

export function requestLogging(logger: Logger): RequestHandler {
  // Below `info` (LOG_LEVEL=warn and up) pino-http writes no line per request, yet it would still make
  // two child loggers for each, serializing the request into one (about 6 % of the API's CPU on an admin
  // list): only the request id and the logger that carries it (what errors are logged with) are kept.
  if (!logger.isLevelEnabled('info')) {
    return (req, res, next) => {
      const id = requestId(req, res);
      req.id = id;
      req.log = logger.child({ requestId: id }, { serializers: { err: loggableError } });
      res.log = req.log;
      next();
    };
  }
  return pinoHttp({
    logger,
    quietReqLogger: true,
    // pino-http sets its own error serializer on the request's logger: keep the one without query values.
    serializers: { err: loggableError },
    customAttributeKeys: { reqId: 'requestId' },
    genReqId: requestId,
    autoLogging: { ignore: (req) => quiet(req.url) },
  });
}
