import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * Stand-ins for the two providers a production shop calls, on their documented paths: the
 * shop is pointed at them with TWOFACTOR_BASE_URL and CCAVENUE_PAGE_URL / CCAVENUE_API_URL.
 * Each also answers the journeys under /_test/: what it was sent.
 */

const readBody = async (req: IncomingMessage): Promise<string> => {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
};

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const listen = (server: Server, port: number) =>
  new Promise<Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

/**
 * 2Factor.in: `GET /API/V1/{key}/SMS/{91phone}/{code}[/{template}]` sends a code and
 * `POST /API/R1/` a text; a wrong key is refused as 2Factor does. `GET /_test/code/{phone}`
 * gives the last code sent to a 10-digit number (404 if none).
 */
export function fakeTwoFactor(port: number, apiKey: string): Promise<Server> {
  const codes = new Map<string, string>();
  const texts: { to: string; msg: string }[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0]!;
      const otp = /^\/API\/V1\/([^/]+)\/SMS\/91(\d{10})\/(\d{6})(?:\/[^/]+)?$/.exec(path);
      if (req.method === 'GET' && otp) {
        if (decodeURIComponent(otp[1]!) !== apiKey)
          return json(res, 200, { Status: 'Error', Details: 'Invalid API Key' });
        codes.set(otp[2]!, otp[3]!);
        return json(res, 200, { Status: 'Success', Details: `session-${codes.size}` });
      }
      if (req.method === 'POST' && path === '/API/R1/') {
        const form = new URLSearchParams(await readBody(req));
        if (form.get('apikey') !== apiKey)
          return json(res, 200, { Status: 'Error', Details: 'Invalid API Key' });
        texts.push({ to: form.get('to') ?? '', msg: form.get('msg') ?? '' });
        return json(res, 200, { Status: 'Success', Details: `text-${texts.length}` });
      }
      const asked = /^\/_test\/code\/(\d{10})$/.exec(path);
      if (req.method === 'GET' && asked) {
        const code = codes.get(asked[1]!);
        return code ? json(res, 200, { code }) : json(res, 404, { code: null });
      }
      if (req.method === 'GET' && path === '/_test/texts') return json(res, 200, texts);
      json(res, 404, { Status: 'Error', Details: 'Unknown path' });
    })();
  });
  return listen(server, port);
}

/**
 * CCAvenue: the shopper's browser posts the payment form to `/transaction/transaction.do`
 * (answered with a page, as the gateway's would be); the status and refund API at
 * `/apis/servlet/DoWebTrans` refuses everything (the journeys never need an answer).
 * `GET /_test/posts` lists the payment forms received.
 */
export function fakeGateway(port: number): Promise<Server> {
  const posts: Record<string, string>[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0]!;
      if (req.method === 'POST' && path === '/transaction/transaction.do') {
        posts.push(Object.fromEntries(new URLSearchParams(await readBody(req))));
        return res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end('<!doctype html><title>Fake gateway</title><h1>Fake gateway: form received</h1>');
      }
      if (req.method === 'POST' && path === '/apis/servlet/DoWebTrans') {
        await readBody(req);
        return res
          .writeHead(200, { 'content-type': 'text/plain' })
          .end('status=1&enc_response=the fake gateway keeps no orders');
      }
      if (req.method === 'GET' && path === '/_test/posts') return json(res, 200, posts);
      json(res, 404, { error: 'unknown path' });
    })();
  });
  return listen(server, port);
}
