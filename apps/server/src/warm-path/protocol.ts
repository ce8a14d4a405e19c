/** What the warm-up client thread is given (warm-path.ts starts it; worker.ts runs it). */
export interface WarmPathPlan {
  /** Where the server's request path is reached: a loopback socket whose connections go to it. */
  base: string;
  /** The requests, sent in turn: an address (path and query) and its headers. */
  calls: readonly WarmCall[];
  /** How many requests in all. */
  requests: number;
  /** How many are in flight at once, each on a kept-alive connection. */
  connections: number;
  /** Every this many requests, one goes on a new connection of its own (a visitor's first request). */
  newConnectionEvery: number;
}

export interface WarmCall {
  path: string;
  headers: Readonly<Record<string, string>>;
}

/** What the thread posts back once every request is answered. */
export interface WarmPathResult {
  /** Requests answered, by status code. */
  statuses: Record<number, number>;
  /** Requests that got no answer (the connection failed). */
  failed: number;
}
