import type { FastifyInstance } from 'fastify';

/** A browser tab of the studio: keeps its cookie and CSRF token, sends the site's Origin. */
export class StudioTab {
  cookie = '';
  csrf = '';
  constructor(
    private readonly app: () => FastifyInstance,
    private readonly origin: string,
    private readonly address = '10.50.0.1',
  ) {}

  async request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await this.app().inject({
      method,
      url: `/studio/api${url}`,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(method !== 'GET' ? { origin: this.origin, ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}) } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      remoteAddress: this.address,
    });
    const set = res.headers['set-cookie'];
    for (const line of Array.isArray(set) ? set : set ? [set] : []) {
      const [pair] = line.split(';');
      this.cookie = pair!.endsWith('=') ? '' : pair!;
    }
    return res;
  }

  /** A file as the body, as the studio's editor sends it. */
  async upload(bytes: Buffer, type = 'application/octet-stream', query = '') {
    return this.app().inject({
      method: 'POST',
      url: `/studio/api/images${query}`,
      headers: { cookie: this.cookie, origin: this.origin, 'x-csrf-token': this.csrf, 'content-type': type },
      payload: bytes,
      remoteAddress: this.address,
    });
  }

  async signIn(email: string, password: string) {
    const res = await this.request('POST', '/session', { email, password });
    if (res.statusCode === 204) this.csrf = (await this.request('GET', '/me')).json().csrfToken;
    return res;
  }
}
