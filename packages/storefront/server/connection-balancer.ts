import type { Worker } from "node:cluster";
import type http from "node:http";
import net from "node:net";
import process from "node:process";

/**
 * Connections shared out by the cluster's primary to the server process holding the fewest
 * (ADR 064). Node's own round robin hands a burst of new connections to whichever process
 * acknowledges first, and that process then keeps getting the burst's next ones: ten keep-alive
 * connections opened at once were split 8/2 between two processes, so the busy one answered
 * in twice the time while the other waited for work. A connection stays with one process for
 * its life, so the split made at accept time is the one that lasts.
 */

/** primary → server process: this socket is yours (sent with the socket). */
export const CONNECTION_MESSAGE = "eb:connection";
/** server process → primary: a connection it was given has closed. */
export const CONNECTION_CLOSED_MESSAGE = "eb:connection-closed";
/** server process → primary: its app is built; it takes connections from now on. */
export const SERVER_READY_MESSAGE = "eb:server-ready";

interface BalancerMessage {
  type: typeof CONNECTION_MESSAGE | typeof CONNECTION_CLOSED_MESSAGE | typeof SERVER_READY_MESSAGE;
}
const isMessage = (message: unknown, type: BalancerMessage["type"]) =>
  typeof message === "object" && message !== null && (message as BalancerMessage).type === type;

/** Connections accepted while no server process is ready (all of them restarting) wait, this many at most. */
const MAX_WAITING_CONNECTIONS = 512;

/**
 * In the primary: accepts the port's connections (paused, so no byte is read here) and hands
 * each to the ready server process with the fewest open connections, the one given least
 * recently on a tie. Connections accepted while no process is ready wait for the first one.
 */
export function createConnectionBalancer(options: { onReady?: (worker: Worker) => void } = {}) {
  /** Ready server processes, by cluster id: open connections and when each was last given one. */
  const servers = new Map<number, { worker: Worker; open: number; lastGiven: number }>();
  const waiting: net.Socket[] = [];
  let given = 0;

  const pick = () => {
    let best: { worker: Worker; open: number; lastGiven: number } | undefined;
    for (const server of servers.values()) {
      if (!server.worker.isConnected()) continue;
      if (!best || server.open < best.open || (server.open === best.open && server.lastGiven < best.lastGiven)) best = server;
    }
    return best;
  };

  const hand = (socket: net.Socket) => {
    const server = pick();
    if (!server) {
      if (waiting.length >= MAX_WAITING_CONNECTIONS) socket.destroy();
      else waiting.push(socket);
      return;
    }
    server.open += 1;
    server.lastGiven = ++given;
    server.worker.send({ type: CONNECTION_MESSAGE } satisfies BalancerMessage, socket, (error) => {
      if (!error) return;
      // The process went away between the pick and the send: the connection goes to another.
      server.open -= 1;
      servers.delete(server.worker.id);
      if (!socket.destroyed) hand(socket);
    });
  };

  const listener = net.createServer({ pauseOnConnect: true, noDelay: true }, hand);

  return {
    listener,
    /** Follows a server process: its readiness, then each connection it closes. */
    watch(worker: Worker) {
      worker.on("message", (message: unknown) => {
        if (isMessage(message, CONNECTION_CLOSED_MESSAGE)) {
          const server = servers.get(worker.id);
          if (server) server.open = Math.max(0, server.open - 1);
        } else if (isMessage(message, SERVER_READY_MESSAGE)) {
          servers.set(worker.id, { worker, open: 0, lastGiven: 0 });
          options.onReady?.(worker);
          for (const socket of waiting.splice(0)) if (!socket.destroyed) hand(socket);
        }
      });
      worker.once("exit", () => servers.delete(worker.id));
    },
    /** Stops accepting; connections already handed on stay with their process. */
    close() {
      listener.close();
      for (const socket of waiting.splice(0)) socket.destroy();
    },
  };
}

/**
 * In a server process under a balancing primary: serves the connections it is handed with
 * `server` (which never listens itself), tells the primary when each closes, and says it is
 * ready. Returns how many handed connections are open (for a graceful stop).
 */
export function serveHandedConnections(server: http.Server): { open(): number } {
  let open = 0;
  // An http.Server starts its header and request timeout checks when it starts listening; one
  // that is handed its connections never does, so it is told it has started.
  server.emit("listening");
  process.on("message", (message: unknown, socket: unknown) => {
    if (!isMessage(message, CONNECTION_MESSAGE) || !(socket instanceof net.Socket)) return;
    open += 1;
    socket.once("close", () => {
      open -= 1;
      if (process.connected) process.send?.({ type: CONNECTION_CLOSED_MESSAGE } satisfies BalancerMessage);
    });
    server.emit("connection", socket);
    socket.resume();
  });
  process.send?.({ type: SERVER_READY_MESSAGE } satisfies BalancerMessage);
  return { open: () => open };
}
