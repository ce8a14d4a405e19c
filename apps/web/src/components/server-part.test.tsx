import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@inphr/i18n';
import type { Language } from '@inphr/content';
import { endHydration, startHydration } from '../lib/hydration';
import { ServerPart } from './server-part';

/** Counts its renders: a kept part's children never render in the browser. */
const rendered = vi.fn();
function Greeting() {
  const { t } = useTranslation();
  rendered();
  return <a href="/service/inphrcare">{t('common:hello')}</a>;
}

const TEXTS: Record<Language, string> = { ko: '안녕하세요', en: 'Hello', ja: 'こんにちは' };
function page(lang: Language) {
  const i18n = createI18n(lang, { common: { hello: TEXTS[lang] } });
  for (const other of Object.keys(TEXTS) as Language[]) i18n.addResourceBundle(other, 'common', { hello: TEXTS[other] });
  const tree = (
    <I18nextProvider i18n={i18n}>
      <ServerPart as="section" aria-label="part">
        <Greeting />
      </ServerPart>
    </I18nextProvider>
  );
  return { i18n, tree };
}

// React's act() outside Testing Library: tell React this environment supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  endHydration();
  document.body.innerHTML = '';
  rendered.mockClear();
});

describe('ServerPart', () => {
  it('renders its children on the server, marked as kept', () => {
    const html = renderToString(page('en').tree);
    expect(html).toBe('<section aria-label="part" data-kept=""><a href="/service/inphrcare">Hello</a></section>');
  });

  it('keeps the server’s HTML while the page is hydrated: its children do not run, nothing is rewritten, no warning', async () => {
    const { tree } = page('ko');
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const link = container.querySelector('a');
    rendered.mockClear();
    startHydration();
    await act(async () => {
      hydrateRoot(container, tree);
    });
    endHydration();
    expect(rendered).not.toHaveBeenCalled();
    // the very same element the server sent, with its text
    expect(container.querySelector('a')).toBe(link);
    expect(container.querySelector('section')).toHaveTextContent('안녕하세요');
  });

  it('renders its children once the language changes, in that language', async () => {
    const { i18n, tree } = page('ko');
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    startHydration();
    await act(async () => {
      hydrateRoot(container, tree);
    });
    endHydration();
    await act(async () => {
      await i18n.changeLanguage('ja');
    });
    expect(rendered).toHaveBeenCalled();
    expect(container.querySelector('section')).toHaveTextContent('こんにちは');
  });

  it('renders its children when it is rendered in the browser (a navigation inside the app)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(page('en').tree);
    });
    expect(rendered).toHaveBeenCalled();
    expect(container.querySelector('section')).toHaveTextContent('Hello');
  });
});
