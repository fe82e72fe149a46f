import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { RequestLogger } from './request-logger';
import { registerRequestLog, RequestLog, requestIdOf } from './request-log';

/** A pino logger (Fastify's) writing JSON lines into an array, counting its children. */
function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const { log } = Fastify({
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  let children = 0;
  const counted = Object.create(log, {
    child: { value: (...args: Parameters<typeof log.child>) => (children++, log.child(...args)) },
  }) as typeof log;
  return { log: counted, lines, children: () => children };
}

describe('a request’s logger', () => {
  it('makes no child logger while the request writes nothing its level lets through', () => {
    const { log, lines, children } = capture('info');
    const requestLog = new RequestLogger(log, { reqId: 'r-1' }, {});
    requestLog.debug({ url: '/api/category/all' }, 'answered from memory');
    requestLog.trace('nothing');
    expect(children()).toBe(0);
    expect(lines).toEqual([]);
    expect(requestLog.level).toBe('info');
  });

  it('writes lines at or above its level with the request id, through one child', () => {
    const { log, lines, children } = capture('info');
    const requestLog = new RequestLogger(log, { reqId: 'r-2' }, {});
    requestLog.info({ statusCode: 200 }, 'request completed');
    requestLog.error(new Error('boom'), 'unhandled error');
    expect(children()).toBe(1);
    expect(lines).toMatchObject([
      { reqId: 'r-2', statusCode: 200, msg: 'request completed', level: 30 },
      { reqId: 'r-2', msg: 'unhandled error', level: 50, err: { message: 'boom' } },
    ]);
  });

  it('follows a level set on the request and keeps bindings of its own children', () => {
    const { log, lines } = capture('info');
    const requestLog = new RequestLogger(log, { reqId: 'r-3' }, { level: 'debug' });
    requestLog.debug('seen at debug');
    requestLog.child({ step: 'pay' }).info('inner');
    expect(lines).toMatchObject([
      { reqId: 'r-3', msg: 'seen at debug' },
      { reqId: 'r-3', step: 'pay', msg: 'inner' },
    ]);
  });

  it('is what a route’s req.log is, and its lines carry the request id', async () => {
    const { log, lines } = capture('info');
    const app = Fastify({
      loggerInstance: log,
      logController: new RequestLog(),
      genReqId: requestIdOf,
    });
    registerRequestLog(app);
    app.get('/hello', async (req) => {
      req.log.info('inside the handler');
      return { isRequestLogger: req.log instanceof RequestLogger };
    });
    const res = await app.inject({ url: '/hello', headers: { 'x-request-id': 'abc-1' } });
    expect(res.json()).toEqual({ isRequestLogger: true });
    expect(lines.map(({ msg, reqId }) => ({ msg, reqId }))).toEqual([
      { msg: 'inside the handler', reqId: 'abc-1' },
      { msg: 'request completed', reqId: 'abc-1' },
    ]);
    await app.close();
  });
});
