import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../src/studio/bootstrap';
import { startTestServer, type TestServer } from './helpers';
import { StudioTab } from './studio-tab';

/* Who else has an article open: told to each open editor, across instances (the database), never keeping a session alive. */

const ORIGIN = 'https://www.inphr.example';
const MINUTE = 60_000;
let clock = new Date('2026-11-28T09:00:00Z');
let server: TestServer;
const password = 'Editor-pass-5521!';

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false' }, { clock: () => clock });
  for (const who of ['ana', 'ben']) await createStaffAccount(server.database.db, `${who}@inphr.example`, 'editor', password);
});
afterAll(() => server.close());

async function signedIn(who: string) {
  const tab = new StudioTab(() => server.app, ORIGIN);
  expect((await tab.signIn(`${who}@inphr.example`, password)).statusCode).toBe(204);
  return tab;
}

const others = async (tab: StudioTab, path = '/presence/news/7') =>
  ((await tab.request('PUT', path)).json() as { others: { email: string }[] }).others.map((o) => o.email);

describe('presence', () => {
  it('tells each editor who else has the item open, until they close it or go quiet', async () => {
    const ana = await signedIn('ana');
    const ben = await signedIn('ben');
    expect(await others(ana)).toEqual([]);
    expect(await others(ben)).toEqual(['ana@inphr.example']);
    expect(await others(ana)).toEqual(['ben@inphr.example']);
    expect(await others(ana, '/presence/faq/7')).toEqual([]);
    // Ben's tab closes: gone at once.
    expect((await ben.request('DELETE', '/presence/news/7')).statusCode).toBe(204);
    expect(await others(ana)).toEqual([]);
    // Ben back, then quiet for a minute: no longer counted.
    await others(ben);
    clock = new Date(clock.getTime() + MINUTE);
    expect(await others(ana)).toEqual([]);
    expect((await ana.request('PUT', '/presence/inquiry/7')).statusCode).toBe(404);
    expect((await new StudioTab(() => server.app, ORIGIN).request('PUT', '/presence/news/7')).statusCode).toBe(401);
  });

  it('does not keep a session alive: an editor left open still signs out after the idle limit', async () => {
    const ana = await signedIn('ana');
    for (let i = 0; i < 7; i++) {
      clock = new Date(clock.getTime() + 4 * MINUTE);
      expect((await ana.request('PUT', '/presence/news/8')).statusCode).toBe(200);
    }
    clock = new Date(clock.getTime() + 2.5 * MINUTE);
    expect((await ana.request('GET', '/me')).statusCode).toBe(401);

    // Anything the person does counts.
    const ben = await signedIn('ben');
    clock = new Date(clock.getTime() + 20 * MINUTE);
    expect((await ben.request('GET', '/news')).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 20 * MINUTE);
    expect((await ben.request('GET', '/me')).statusCode).toBe(200);
  });
});
