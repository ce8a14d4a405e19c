import { expect, test, waitForHydration } from '../support/fixtures';

for (const [lang, terms, privacy] of [
  ['en', 'Terms of Use', 'Privacy Policy'],
  ['ko', '이용약관', '개인정보처리방침'],
  ['ja', '利用規約', 'プライバシーポリシー'],
] as const) {
  test(`footer policies open as dialogs with their articles (${lang})`, async ({ page, consoleLog }) => {
    void consoleLog;
    await page.goto(`/history?lng=${lang}`);
    await waitForHydration(page);
    for (const [label, articles] of [
      [terms, 24],
      [privacy, 9],
    ] as const) {
      const opener = page.getByRole('contentinfo').getByRole('button', { name: label });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: label });
      await expect(dialog).toBeVisible();
      const body = dialog.getByTestId('policy-body');
      await expect(body.locator('dt')).toHaveCount(articles);
      const tags = await body.evaluate((el) => [...new Set([...el.querySelectorAll('*')].map((n) => n.tagName.toLowerCase()))].sort());
      expect(tags.every((t) => ['dl', 'dt', 'dd', 'br'].includes(t))).toBe(true);
      // focus is inside, Tab stays inside, Escape closes and returns focus
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });
}

test('the terms carry the figures of the spec', async ({ page, consoleLog }) => {
  void consoleLog;
  await page.goto('/faq?lng=en');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Terms of Use' }).click();
  await expect(page.getByRole('dialog').getByTestId('policy-body').locator('dt')).toHaveCount(24);
  const text = await page.getByRole('dialog').innerText();
  for (const fact of ['8 characters', '5 days', '7 days', '5 years', '3 years', '1 October 2016']) expect(text).toContain(fact);
});
