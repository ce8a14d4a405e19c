import { LANGUAGES, SERVICES, SERVICE_CATEGORIES } from '@inphr/content';
import { expect, test, waitForHydration } from '../support/fixtures';
import { headerMenu } from '../support/header';

test.describe('home', () => {
  for (const lang of LANGUAGES) {
    test(`every block renders with its language's images (${lang})`, async ({ page, consoleLog }) => {
      void consoleLog;
      await page.goto(`/?lng=${lang}`);
      await waitForHydration(page);
      await expect(page.locator(`img[src="/images/home/hero-phone.${lang}.svg"]`)).toBeVisible();
      await expect(page.locator('img[src^="/images/home/intro-"]')).toHaveCount(3);
      await expect(page.locator(`img[src="/images/home/platform.${lang}.svg"]`)).toHaveCount(1);
      // one card per service, each linking to its page with three bullets
      const cards = page.locator('article').filter({ has: page.locator('a[href^="/service/inphr"]') });
      await expect(cards).toHaveCount(17);
      for (const service of SERVICES) {
        const card = page.locator('article').filter({ has: page.locator(`a[href="/service/${service.route}"]`) });
        await expect(card.locator('li')).toHaveCount(3);
      }
      await expect(page.getByTestId('news-list').locator('li')).toHaveCount(5);
      // landing: SERVICE heading, 2 app slides, 3 web slides, images in this language
      const landing = page.getByTestId('landing');
      await expect(landing.getByRole('heading', { level: 2 })).toHaveText('SERVICE');
      await expect(page.getByTestId('landing-app').locator(`img[src^="/images/landing/app-slide-"][src$=".${lang}.svg"]`)).toHaveCount(2);
      await expect(page.getByTestId('landing-web').locator(`img[src^="/images/landing/web-slide-"][src$=".${lang}.svg"]`)).toHaveCount(3);
    });
  }

  test('switching language swaps the landing images in place', async ({ page, consoleLog }) => {
    void consoleLog;
    await page.goto('/?lng=ko');
    await waitForHydration(page);
    await expect(page.locator('img[src="/images/landing/phone.ko.svg"]')).toHaveCount(1);
    await headerMenu(page, /언어/).click();
    await page.getByRole('link', { name: '日本語' }).click();
    await expect(page.locator('img[src="/images/landing/phone.ja.svg"]')).toHaveCount(1);
    await expect(page.locator('img[src="/images/landing/phone.ko.svg"]')).toHaveCount(0);
  });

  test('the website button opens the care site in a new tab', async ({ page, consoleLog }) => {
    void consoleLog;
    await page.goto('/?lng=en');
    await waitForHydration(page);
    const button = page.getByTestId('landing-web').getByRole('link', { name: /Visit website/ });
    await expect(button).toHaveAttribute('target', '_blank');
    await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(button).toHaveAttribute('href', /^https:\/\//);
  });
});

test.describe('landing carousel', () => {
  test('starts at 0, advances every 5000 ms, follows dots, pauses on request', async ({ page, consoleLog }) => {
    void consoleLog;
    await page.clock.install();
    await page.goto('/?lng=en');
    await waitForHydration(page);
    const web = page.getByTestId('landing-web');
    const dots = web.getByRole('button', { name: /Show slide/ });
    await expect(dots).toHaveCount(3);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(web.getByRole('button', { name: /previous|next/i })).toHaveCount(0);
    // A carousel plays while it is on screen (or near it): the landing sections are below the fold.
    await web.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5100);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(5100);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(5100);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await web.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(15_000);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('does not autoplay under reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.route(/tile\.openstreetmap\.org/, (r) => r.abort());
    await page.clock.install();
    await page.goto('/?lng=en');
    await waitForHydration(page);
    const dots = page.getByTestId('landing-app').getByRole('button', { name: /Show slide/ });
    await page.clock.runFor(12_000);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await context.close();
  });
});

test.describe('service overview', () => {
  test('four categories in the spec order, each service linked once', async ({ page, consoleLog }) => {
    void consoleLog;
    await page.goto('/service?lng=en');
    await waitForHydration(page);
    const sections = page.getByTestId('service-category');
    await expect(sections).toHaveCount(4);
    for (const [i, category] of SERVICE_CATEGORIES.entries()) {
      const hrefs = await sections
        .nth(i)
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(category.services.map((slug) => `/service/inphr${slug}`));
    }
  });

  test('the logos come from one sheet, each showing its own view', async ({ page, consoleLog }) => {
    void consoleLog;
    const sheetRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/images/services/')) sheetRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/service?lng=ko');
    await waitForHydration(page);
    const logos = page.getByTestId('service-category').locator('img');
    const slugs = SERVICE_CATEGORIES.flatMap((category) => category.services);
    await expect(logos).toHaveCount(slugs.length);
    for (const [i, slug] of slugs.entries()) {
      const logo = logos.nth(i);
      await logo.scrollIntoViewIfNeeded();
      await expect(logo).toHaveAttribute('src', `/images/services/logos.svg#${slug}`);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The view's shape (240 × 72), not the whole sheet's.
      const box = (await logo.boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(240 / 72, 1);
    }
    // Two logos drawn differently: each <img> shows its own part of the sheet.
    expect((await logos.nth(0).screenshot()).equals(await logos.nth(1).screenshot())).toBe(false);
    expect(sheetRequests).toEqual(['/images/services/logos.svg']);
  });
});

test.describe('service pages', () => {
  for (const service of SERVICES) {
    test(`${service.slug}: headline, intro, list and store badges`, async ({ page, consoleLog }) => {
      void consoleLog;
      await page.goto(`/service/${service.route}?lng=ja`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.displayName);
      await expect(page.getByTestId('service-hero').locator(':scope p')).not.toHaveCount(0);
      await expect(page.getByTestId('service-list').locator('li')).toHaveCount(service.listCount);
      const badges = page.getByTestId('store-badges').locator('li');
      await expect(badges).toHaveCount(service.stores.length);
      for (const [i, store] of service.stores.entries()) {
        await expect(badges.nth(i)).toHaveAttribute('data-store', store);
        await expect(badges.nth(i).getByRole('link')).toHaveAttribute('target', '_blank');
        await expect(badges.nth(i).getByRole('img', { name: /QR/ })).toBeVisible();
      }
    });
  }

  test('page specifics and their counts', async ({ page, consoleLog }) => {
    void consoleLog;
    const go = async (route: string, lang = 'en') => {
      await page.goto(`/service/${route}?lng=${lang}`);
      await waitForHydration(page);
    };
    await go('inphrcare');
    await expect(page.getByTestId('service-features').locator('li')).toHaveCount(7);
    await expect(page.getByTestId('compatible-devices').locator('li')).not.toHaveCount(0);
    await expect(page.getByTestId('care-devices').getByRole('link', { name: /Visit/ })).toHaveAttribute('target', '_blank');
    await go('inphrdash');
    await expect(page.getByTestId('service-list').locator('img')).toHaveCount(3);
    await expect(page.getByTestId('dash-usecases').locator('li')).toHaveCount(7);
    await expect(page.getByTestId('dash-functions').locator('li')).toHaveCount(3);
    await go('inphribd');
    await expect(page.getByTestId('service-list').locator('img')).toHaveCount(4);
    await expect(page.getByTestId('ibd-diagram').getByRole('img')).toBeVisible();
    await expect(page.getByTestId('ibd-differences').locator('li')).toHaveCount(5);
    await expect(page.getByTestId('ibd-lifestyle').locator('li')).toHaveCount(6);
    await go('inphrpill');
    await expect(page.getByTestId('pill-function').getByRole('img')).toBeVisible();
    await expect(page.getByTestId('pill-partners').locator('li')).toHaveCount(4);
    await expect(page.getByTestId('pill-effects').locator('li')).toHaveCount(3);
    await go('inphrmental');
    await expect(page.getByTestId('mental-end').getByRole('heading')).toBeVisible();
    await go('inphrsmart');
    await expect(page.getByTestId('smart-end').getByRole('heading')).toBeVisible();
    await go('inphrair');
    await expect(page.getByTestId('air-artboard').locator('img[src^="/images/services/air/artboard."]')).toHaveCount(1);
    await go('inphrsym', 'ja');
    await expect(page.getByTestId('service-list').locator('li')).toHaveCount(4);
    // sym shows the English artwork to Japanese visitors
    await expect(page.locator('img[src="/images/services/sym/hero.en.svg"]')).toHaveCount(1);
    await go('inphrtemp');
    await expect(page.getByTestId('temp-stack').locator('img')).toHaveCount(3);
    await expect(page.getByTestId('temp-profiles').getByRole('figure')).not.toHaveCount(0);
    await go('inphrchild');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('inPHR CHILD');
    await expect(page.getByTestId('child-links').locator('img')).toHaveCount(2);
    await expect(page.getByTestId('child-carousel').getByRole('button', { name: /Show slide/ })).toHaveCount(3);
    // The hero carousel sits in a grid track; it must keep to its column (it once grew the page to 240,000 px).
    const hero = await page.getByTestId('service-hero').boundingBox();
    expect(hero?.height).toBeLessThan(1500);
    await expect(page.getByTestId('child-section2').getByRole('heading')).toBeVisible();
    await expect(page.getByTestId('child-section3').locator('img')).toHaveCount(1);
    await expect(page.getByTestId('child-section4').locator('li')).toHaveCount(3);
  });
});

test.describe('company and history', () => {
  test('directions: two panels at one place, address and map links, map loads when near', async ({ page, consoleLog }) => {
    void consoleLog;
    await page.goto('/business?lng=en');
    await waitForHydration(page);
    const panels = page.getByTestId('map-panel');
    await expect(panels).toHaveCount(2);
    await expect(panels.nth(0)).toContainText('358 Gangnam-daero');
    for (const i of [0, 1]) {
      const links = panels.nth(i).getByRole('link');
      await expect(links).toHaveCount(3);
      await expect(links.nth(0)).toHaveAttribute('href', /map\.kakao\.com/);
      await expect(links.nth(1)).toHaveAttribute('href', /map\.naver\.com/);
      await expect(links.nth(2)).toHaveAttribute('href', /google\.com\/maps/);
    }
    const coords = await panels
      .getByRole('link', { name: /Google/ })
      .evaluateAll((as) => as.map((a) => new URL(a.getAttribute('href')!).searchParams.get('query')));
    expect(coords[0]).toBe(coords[1]);
    await panels.nth(1).scrollIntoViewIfNeeded();
    await expect(page.locator('[data-map-state="ready"]')).toHaveCount(2);
  });

  test('history is a real-text timeline in each language', async ({ page, consoleLog }) => {
    void consoleLog;
    for (const [lang, heading] of [
      ['ko', '연혁'],
      ['en', 'History'],
      ['ja', '沿革'],
    ] as const) {
      await page.goto(`/history?lng=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 2, name: '2016' })).toBeVisible();
    }
  });
});
