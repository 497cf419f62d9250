import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingMessage['headers'];
  body: string;
  path: string;
}

/** An HTTP endpoint on loopback that records what it receives and answers as the test says. */
export class Receiver {
  readonly received: Received[] = [];
  answer: (request: Received, res: ServerResponse) => void = (_request, res) => res.writeHead(200).end('ok');
  private server!: Server;

  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), path: req.url ?? '' };
        this.received.push(request);
        this.answer(request, res);
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
  }

  url(path = '/hook') {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  async stop() {
    this.server.closeAllConnections();
    this.server.close();
  }
}
