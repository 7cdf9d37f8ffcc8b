// A TCP proxy a test can cut off the network, as a container's faults do: `cut({ reset: true })` is a
// server gone away (its connections closed, its address no longer answering), `cut({ reset: false })` a
// network disconnect (connections stay open but nothing crosses, new ones are never answered). `heal()`
// lets traffic through again; connections paused by a disconnect carry on where they were.
import { connect, createServer, type Socket } from 'node:net';

export interface CuttableProxy {
  /** `scheme://[user@]127.0.0.1:port[path]` */
  url(scheme: string, o?: { user?: string; path?: string }): string;
  cut(o: { reset: boolean }): void;
  heal(): void;
  close(): Promise<void>;
}

export async function cuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  let cut = false;
  const pairs = new Set<[Socket, Socket]>();
  const held = new Set<Socket>();
  const link = (client: Socket) => {
    const upstream = connect(target);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const server = createServer((client) => {
    if (cut) {
      // Accepted by the kernel, never answered: what a client sees of an address nobody holds any more.
      held.add(client);
      client.on('error', () => undefined).on('close', () => held.delete(client));
      client.pause();
      return;
    }
    link(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: (scheme, o = {}) => `${scheme}://${o.user ? `${o.user}@` : ''}127.0.0.1:${port}${o.path ?? ''}`,
    cut({ reset }) {
      cut = true;
      for (const pair of pairs) {
        const [client, upstream] = pair;
        if (reset) {
          client.destroy();
          upstream.destroy();
        } else {
          client.unpipe(upstream);
          upstream.unpipe(client);
          client.pause();
          upstream.pause();
        }
      }
    },
    heal() {
      cut = false;
      for (const socket of held) socket.destroy();
      for (const [client, upstream] of pairs) {
        client.pipe(upstream);
        upstream.pipe(client);
      }
    },
    async close() {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
