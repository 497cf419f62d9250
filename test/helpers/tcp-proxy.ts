import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can take down and bring back: down closes every
 * connection and refuses new ones, exactly what clients see when the server stops, without stopping
 * the server that the other test files share.
 */
export interface DatabaseProxy {
  port: number;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startDatabaseProxy(target: { host: string; port: number }): Promise<DatabaseProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as { port: number }).port;
  };
  const down = async () => {
    const closed = server ? new Promise((resolve) => server!.close(resolve)) : Promise.resolve();
    for (const socket of sockets) socket.destroy();
    await closed;
    server = undefined;
  };

  await listen();
  return {
    port,
    down,
    up: listen,
    close: down,
  };
}
