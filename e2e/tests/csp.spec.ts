import { expect, test, waitForHydration } from '../support/fixtures';

// Every route is checked for violations in routes.spec.ts (the fixture fails any test that meets one).

test('the violation listener sees a blocked resource (so an empty list means something)', async ({ page, consoleLog, cspViolations }) => {
  consoleLog.allow(/Content Security Policy|ERR_BLOCKED/);
  await page.goto('/history?lng=en');
  await waitForHydration(page);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://blocked.example/pixel.png';
    image.alt = '';
    document.body.append(image);
  });
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toMatchObject({ effectiveDirective: 'img-src', blockedURI: 'https://blocked.example/pixel.png', disposition: 'enforce' });
  // this one was caused on purpose: empty the list so the fixture does not fail the test
  cspViolations.length = 0;
});
