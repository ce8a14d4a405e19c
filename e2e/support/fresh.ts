import type { APIRequestContext } from '@playwright/test';

/**
 * A GET of a kept API answer as of now: the server sends a copy whose view counts moved as it is
 * (`x-api-cache: stale`) while one request refreshes it, so the request is made again until the
 * refreshed copy answers.
 */
export async function freshJson<T>(request: APIRequestContext, url: string): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    const res = await request.get(url);
    if (res.headers()['x-api-cache'] !== 'stale' || tries >= 50) return (await res.json()) as T;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
