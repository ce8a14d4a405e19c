import type { Page } from '@playwright/test';
import { PAGE_STATE_ID } from '@inphr/api';
import { expect, test, waitForHydration } from '../support/fixtures';
import { headerMenu } from '../support/header';

/**
 * The chunk that brings DOMPurify: the news sanitizer's module (features/news/sanitize.ts), which
 * the bundler names after it now that nothing else imports DOMPurify (before decision 0016 the
 * policy dialog shared it, and it had a chunk of its own).
 */
const SANITIZER_CHUNK = /\/assets\/(sanitize|purify)[-.][^/]*\.js$/;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('FAQ', () => {
  test('search, keywords, tabs, paging and no results (en)', async ({ page, consoleLog }) => {
    void consoleLog;
    await open(page, '/faq?lng=en');
    const items = page.locator('#faq-panel > ul > li');
    await expect(items).toHaveCount(10);
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    // a question expands to its answer (a native disclosure)
    const first = items.first().locator('details');
    await expect(first).not.toHaveAttribute('open');
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(items.first().locator('p').first()).toBeVisible();
    // keyword shortcut applies a search, case-insensitively over title and contents
    await page.getByRole('button', { name: '#login' }).click();
    await expect(page.getByRole('searchbox')).toHaveValue('login');
    await expect(items.first()).toContainText(/login/i);
    const count = await items.count();
    expect(count).toBeGreaterThan(2);
    // (the text of each question and its answer, open or not)
    for (const text of await items.allTextContents()) expect(text.toLowerCase()).toContain('login');
    // typing then Enter applies a new search; nothing matches
    await page.getByRole('searchbox').fill('ZZZ-nothing');
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByText('No results.')).toBeVisible();
    // the search icon applies it too
    await page.getByRole('searchbox').fill('DEVICE');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(items.first()).toBeVisible();
    // a category tab filters; typing resets to All
    await page.getByRole('searchbox').fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    const tab = page.getByRole('tab', { name: 'inPHR IBD' });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    for (const text of await items.allInnerTexts()) expect(text).toContain('inPHR IBD');
    await page.getByRole('searchbox').fill('a');
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  for (const [lang, keyword, empty] of [
    ['ko', '의료기록', '검색 결과가 없습니다.'],
    ['ja', '機器', '該当する結果がありません。'],
  ] as const) {
    test(`keywords and no results in ${lang}`, async ({ page, consoleLog }) => {
      void consoleLog;
      await open(page, `/faq?lng=${lang}`);
      await page.getByRole('button', { name: `#${keyword}` }).click();
      // the first search fetches the whole FAQ (the page came with its first view only)
      await expect(page.locator('#faq-panel > ul > li').first()).toContainText(keyword);
      const texts = await page.locator('#faq-panel > ul > li').allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).toContain(keyword);
      await page.getByRole('searchbox').fill('없는검색어ない');
      await page.getByRole('searchbox').press('Enter');
      await expect(page.getByText(empty)).toBeVisible();
    });
  }
});

test.describe('First views', () => {
  /** The queries a page embedded for hydration: key and number of list items. */
  async function embedded(page: Page) {
    return page.evaluate((stateId) => {
      const state = JSON.parse(document.getElementById(stateId)!.textContent!) as {
        dehydrated: { queries: { queryKey: unknown[]; state: { data: { items?: unknown[]; list?: unknown[] } } }[] };
      };
      return state.dehydrated.queries.map((q) => ({ key: q.queryKey.join(' '), items: (q.state.data.items ?? q.state.data.list ?? []).length }));
    }, PAGE_STATE_ID);
  }

  /** The rows of the page's list (FAQ questions, news rows, home notices). */
  const list = (page: Page) => page.locator('#faq-panel > ul > li, tbody tr, [data-testid="news-list"] li');

  for (const [path, key, pageSize, apiPath, pagesLabel, page2] of [
    ['/faq?lng=en', 'faq-first-view EN', 10, '/rest/frontend/faq/list', 'Pages', 'Page 2'],
    ['/media?lng=ko', 'media first-view list KO', 5, '/api/media', '페이지', '2 페이지'],
    ['/?lng=ja', 'media first-view headlines JA', 5, '/api/media', 'ページ', '2ページ'],
  ] as const) {
    test(`${path} embeds one page of its list and fetches the rest when the visitor reaches for it`, async ({ page, consoleLog }) => {
      void consoleLog;
      const calls: string[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === apiPath) calls.push(req.url());
      });
      await open(page, path);
      expect(await embedded(page)).toEqual([{ key, items: pageSize }]);
      expect(calls).toEqual([]);
      const second = page.getByRole('navigation', { name: pagesLabel, exact: true }).getByRole('button', { name: page2, exact: true });
      const firstItem = await list(page).first().innerText();
      await second.click();
      await expect(second).toHaveAttribute('aria-current', 'page');
      // page 2 shows once the whole list has come, fetched once
      await expect(list(page).first()).not.toHaveText(firstItem);
      await expect(list(page)).not.toHaveCount(0);
      expect(calls).toHaveLength(1);
    });
  }
});

test.describe('Media', () => {
  test('list: 5 rows a page, countdown numbers, searches and row navigation', async ({ page, consoleLog }) => {
    void consoleLog;
    await open(page, '/media?lng=en');
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    const total = Number((await page.getByText(/\d+ posts/).innerText()).match(/\d+/)![0]);
    expect(total).toBeGreaterThanOrEqual(40);
    await expect(rows.first().locator('td').first()).toHaveText(String(total));
    await expect(rows.nth(4).locator('td').first()).toHaveText(String(total - 4));
    await expect(rows.first().locator('td').nth(3)).toHaveText(/^\d{4}\.\d{2}\.\d{2}$/);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(rows.first().locator('td').first()).toHaveText(String(total - 5));
    // search by title
    const title = await rows.first().locator('td').nth(1).innerText();
    const word = title.split(/\s+/).find((w) => w.length > 5) ?? title;
    await page.getByLabel('Search in').selectOption('title');
    await page.getByRole('searchbox').fill(word);
    await page.getByRole('searchbox').press('Enter');
    await expect(rows.first()).toContainText(word);
    // search by contents: a word only in bodies
    await page.getByLabel('Search in').selectOption('contents');
    await page.getByRole('searchbox').fill('zzzz-none');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No results.')).toBeVisible();
    // All again, then a row click opens the detail in the page language
    await page.getByLabel('Search in').selectOption('');
    await page.getByRole('searchbox').fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rows).toHaveCount(5);
    const link = rows.first().getByRole('link');
    const name = await link.innerText();
    await rows.first().locator('td').nth(3).click();
    await expect(page).toHaveURL(/\/media\/\d+\?lang=EN$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('detail: table, sanitized body, one view per visit, list button', async ({ page, request, consoleLog }) => {
    void consoleLog;
    // The item's count as the server knows it now (views are counted in memory): this read is a view too.
    const count = async () => ((await (await request.get('/api/media/2?lang=JA')).json()) as { data: { reviewCnt: number } }).data.reviewCnt;
    const before = await count();
    await open(page, '/media/2?lang=JA&lng=ja');
    await expect(page.getByTestId('media-body').locator('p').first()).toBeVisible();
    expect(await page.getByTestId('media-body').locator('script').count()).toBe(0);
    await page.reload();
    await waitForHydration(page);
    // navigating inside the app counts one more view, not two
    await page.getByRole('link', { name: '一覧へ' }).click();
    await expect(page).toHaveURL(/\/media$/);
    await page.goto('/media/2?lang=JA');
    await waitForHydration(page);
    // Three visits, three views (a kept page's visit is counted too; hydration fetches nothing).
    expect(await count()).toBe(before + 4);
    // A page that shows view counts is fresh for 10 s (the server's clock is moved past them): the
    // next visit gets the copy it had while one render refreshes it, and the ones after show the new count.
    expect((await request.post('/__test/clock', { data: { advanceMs: 11_000 } })).status()).toBe(200);
    await expect
      .poll(async () => {
        await page.reload();
        return Number(await page.getByTestId('view-count').textContent());
      })
      .toBeGreaterThanOrEqual(before + 4);
  });

  test('detail opened inside the app: the body is sanitized in the browser (DOMPurify loaded then, not with the page)', async ({
    page,
    consoleLog,
    cspViolations,
  }) => {
    // Parsing the hostile handler inside DOMPurify already meets the CSP: blocked and reported, as it should be.
    consoleLog.allow(/Executing inline event handler violates the following Content Security Policy/);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await open(page, '/media?lng=en');
    expect(
      scripts.some((path) => SANITIZER_CHUNK.test(path)),
      'no sanitizer on the list page',
    ).toBe(false);
    // the care API answers an item with hostile markup (as a compromised back end might)
    await page.route(/\/api\/media\/\d+/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { contents: string } };
      body.data.contents +=
        '<script>window.__pwned = 1</script><p><a href="/cooperate" onclick="window.__pwned = 2">kept-marker</a> <a href="javascript:window.__pwned = 3">x</a></p>';
      await route.fulfill({ response, json: body });
    });
    await page.getByRole('table').locator('tbody tr').first().getByRole('link').click();
    const body = page.getByTestId('media-body');
    await expect(body.getByText('kept-marker')).toBeVisible();
    expect(await body.locator('script').count()).toBe(0);
    expect(await body.locator('[onclick]').count()).toBe(0);
    expect(await body.locator('a[href^="javascript:"]').count()).toBe(0);
    await body.getByText('kept-marker').click({ modifiers: ['Control'] });
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(
      scripts.some((path) => SANITIZER_CHUNK.test(path)),
      'the sanitizer came with the fetch',
    ).toBe(true);
    // the only CSP reports: the handler DOMPurify parsed (and removed), none from the page itself
    expect(cspViolations.length).toBeGreaterThan(0);
    expect(cspViolations.every((v) => v.effectiveDirective === 'script-src-attr' && SANITIZER_CHUNK.test(v.sourceFile))).toBe(true);
    cspViolations.length = 0;
  });

  test('an unknown item sends the visitor to the list', async ({ page, consoleLog }) => {
    void consoleLog;
    await page.goto('/media/999999?lang=EN&lng=en');
    await expect(page).toHaveURL(/\/media\?lng=en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Media');
  });

  test('a failed list load opens the Error modal, closed with 닫기', async ({ page, consoleLog }) => {
    consoleLog.allow(/ERR_FAILED/);
    await open(page, '/business?lng=ko');
    await page.route('**/api/media?**', (route) => route.abort());
    await headerMenu(page, '고객지원').click();
    await page.getByRole('link', { name: '미디어' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText('Error');
    await dialog.getByRole('button', { name: '닫기' }).last().click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('Home news', () => {
  test('five notices a page; a click opens the item in the page language', async ({ page, consoleLog }) => {
    void consoleLog;
    await open(page, '/?lng=en');
    const news = page.getByTestId('news-list').locator('li');
    await expect(news).toHaveCount(5);
    await expect(news.first().locator('time')).toHaveText(/^\d{4}\.\d{2}\.\d{2}$/);
    await news.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/media\/\d+\?lang=EN$/);
  });
});
