import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createI18n } from '@inphr/i18n';
import { NEWS_HTML_POLICY } from '@inphr/api';
import en from '@inphr/i18n/locales/en/studio.json';
import { RichTextEditor } from './rich-text-editor';
import { isAllowedHref } from './link-dialog';
import { isEmptyHtml } from './html';

function renderEditor(initialHtml = '<p>Hello</p>', readOnly = false) {
  const i18n = createI18n('en', { studio: en });
  i18n.setDefaultNamespace('studio');
  const changes: string[] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <RichTextEditor id="body-en" label="Body (English)" lang="en" initialHtml={initialHtml} onChange={(html) => changes.push(html)} readOnly={readOnly} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { changes };
}

describe('RichTextEditor', () => {
  it('is a labelled multi-line text box in its language, with one toolbar tab stop', () => {
    renderEditor();
    const box = screen.getByRole('textbox', { name: 'Body (English)' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('lang', 'en');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Body (English)' });
    expect(toolbar).toHaveAttribute('aria-controls', 'body-en');
    const stops = [...toolbar.querySelectorAll('button')].filter((b) => b.tabIndex === 0);
    expect(stops.map((b) => b.textContent)).toEqual(['Heading']);
  });

  it('moves along the toolbar with the arrow keys, Home and End, wrapping around', async () => {
    renderEditor();
    const user = userEvent.setup();
    const first = screen.getByRole('button', { name: 'Heading' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Subheading' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Redo' }).tabIndex).toBe(0);
    expect(first.tabIndex).toBe(-1);
  });

  it('shows a read-only text without a toolbar', () => {
    renderEditor('<p>Kept</p>', true);
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Body (English)' })).toHaveAttribute('contenteditable', 'false');
  });
});

describe('links and empty bodies', () => {
  it('accepts the addresses the sanitizer keeps, and only those', () => {
    for (const href of ['https://inphr.example/a', 'http://x.example', 'mailto:info@inphr.example', '/media', '#top']) {
      expect(isAllowedHref(href), href).toBe(true);
      expect(NEWS_HTML_POLICY.ALLOWED_URI_REGEXP.test(href), href).toBe(true);
    }
    for (const href of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x', 'ftp://x', 'https://a b', 'vbscript:x']) {
      expect(isAllowedHref(href), href).toBe(false);
    }
  });

  it('counts an editor’s empty paragraphs as no body', () => {
    expect(isEmptyHtml('<p></p>')).toBe(true);
    expect(isEmptyHtml('<p></p><p><br></p>')).toBe(true);
    expect(isEmptyHtml('<p>x</p>')).toBe(false);
    expect(isEmptyHtml('<p><img src="/uploads/a-480.webp" alt=""></p>')).toBe(false);
  });
});
