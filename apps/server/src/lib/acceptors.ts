import { createServer, type ListenOptions, type Server } from 'node:net';
import type { FastifyInstance, FastifyListenOptions } from 'fastify';

/**
 * The server's listening sockets. libuv accepts one connection per event-loop turn and socket, and
 * a turn answers every connection already accepted: when many visitors (or a proxy's new upstream
 * connections) arrive at once, the last ones wait in the kernel's queue for as many turns as came
 * before them, each longer than the last. With `count` > 1, that many sockets listen on the same
 * address (SO_REUSEPORT, Linux): the kernel spreads new connections over them, each accepts one
 * a turn, and every connection goes to the one HTTP server (its documented `connection` event),
 * so every request takes the same path through Fastify. Why and what it did:
 * docs/decisions/0036-connections-accepted-on-many-sockets.md.
 *
 * SO_REUSEPORT would let a second server of the same user share the port silently; before the
 * sockets are bound, the address is taken once without it, so that a port already in use (another
 * instance left running) still fails with EADDRINUSE, as with one socket.
 */
export class Acceptors {
  /** The sockets beside Fastify's own. */
  private readonly extra: Server[] = [];
  /** Each extra socket's close: resolved once the connections it accepted have ended. */
  private readonly closed: Promise<void>[] = [];
  /** Connections the extra sockets accepted and handed to the HTTP server. */
  handedOver = 0;

  /**
   * Hooks on `app`, made while it is being built: the extra sockets stop accepting when Fastify
   * stops (preClose), and its onClose hooks registered before these (the database's) run only once
   * the connections they accepted have ended, as Fastify waits for its own.
   */
  constructor(
    private readonly app: FastifyInstance,
    readonly count: number,
  ) {
    app.addHook('preClose', (done) => {
      for (const server of this.extra) this.closed.push(new Promise((resolve) => server.close(() => resolve())));
      done();
    });
    app.addHook('onClose', async () => {
      await Promise.all(this.closed);
    });
  }

  /** Listens on `port` and `host` (every address Fastify resolves it to) with `count` sockets each. */
  async listen(at: { port: number; host: string }): Promise<void> {
    const { app } = this;
    if (this.count <= 1) {
      await app.listen(at);
      return;
    }
    if (at.port !== 0) await refuseIfTaken(at);
    // Fastify hands its options to node's server.listen ("all core options are available"); its
    // types do not name reusePort yet.
    const shared: FastifyListenOptions & Pick<ListenOptions, 'reusePort'> = { ...at, reusePort: true };
    await app.listen(shared);
    for (const address of app.addresses()) {
      if (typeof address === 'string') continue;
      for (let i = 1; i < this.count; i += 1) {
        // As node:http's own socket is set up: no Nagle delay, and a client's half-close is the server's to answer.
        const server = createServer({ noDelay: true, allowHalfOpen: true }, (socket) => {
          this.handedOver += 1;
          app.server.emit('connection', socket);
        });
        this.extra.push(server);
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen({ port: address.port, host: address.address, reusePort: true }, () => {
            server.off('error', reject);
            resolve();
          });
        });
      }
    }
  }
}

/** Takes the address without SO_REUSEPORT and gives it back: EADDRINUSE when any other socket holds it. */
function refuseIfTaken(at: { port: number; host: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: at.port, host: at.host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
