import type { FastifyInstance } from 'fastify';
import type { RequestLogMode } from '../../config';
import { REQUEST_ID_HEADER } from './logging';
import { ANY_PAGE_ROUTE, UNKNOWN_ROUTE, type Metrics } from './metrics';

/**
 * What every request leaves behind: its id in the X-Request-Id header of the answer (whoever
 * answers: a route, the SPA, a static file, the error handler, the 404), its duration in the HTTP
 * histogram, and at most one log line, once it is answered.
 * NOTE: at the default (`errors`) a healthy request writes nothing: a busy day's logs hold only
 * failures and slow requests, each with its method, route pattern, status, duration and id.
 */
export function registerRequestLog(
  app: FastifyInstance,
  { mode, slowMs, metrics }: { mode: RequestLogMode; slowMs: number; metrics: Metrics },
) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    // The route's pattern (/api/auctions/:id), never the URL: ids and probes would each make a series.
    // A path that the pages' catch-all found no page for is as unmatched as one no route took.
    const pattern = req.routeOptions.url;
    const route = pattern && !(pattern === ANY_PAGE_ROUTE && status === 404) ? pattern : UNKNOWN_ROUTE;
    metrics.httpRequest(req.method, route, status, ms);
    if (mode === 'all' || (mode === 'errors' && (status >= 500 || ms >= slowMs))) {
      const line = { method: req.method, route, status, ms: Math.round(ms * 10) / 10 };
      if (mode === 'all') req.log.info(line, 'request completed');
      else if (status >= 500) req.log.error(line, 'request completed with a server error');
      else req.log.warn(line, 'slow request');
    }
    done();
  });
}
