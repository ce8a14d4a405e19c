/*
 * Stand-ins for the API server, a third party from this package's point of view: fetch functions
 * that record what the clients send and answer as told.
 */

export type Answer = Response | ((request: Request) => Response | Promise<Response>);

/** A fetch that records each request and answers from a queue (the last answer repeats). */
export function fetchStandIn(...answers: Answer[]) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    requests.push(request);
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return typeof answer === 'function' ? answer(request) : answer.clone();
  };
  return { fetch, requests };
}

/** A fetch that never answers: it rejects only when the request's signal aborts. */
export function silentFetch() {
  const requests: Request[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    requests.push(request);
    return new Promise((_, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
    });
  };
  return { fetch, requests };
}

export const json = (body: unknown, status = 200) => Response.json(body, { status });
