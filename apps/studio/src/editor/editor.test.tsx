import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { createI18n } from '@inphr/i18n';
import { FAQ_HTML_POLICY, NEWS_HTML_POLICY } from '@inphr/api';
import en from '@inphr/i18n/locales/en/studio.json';
import { RichTextEditor } from './rich-text-editor';
import { isAllowedHref } from './link-dialog';
import { isEmptyHtml } from './html';

/**
 * The table tools' English labels, until they are in the locale file (whose text wins once it
 * has them): the tests then run the same before and after.
 */
const TABLE_KEYS = {
  rowAbove: 'Row above',
  rowBelow: 'Row below',
  columnBefore: 'Column before',
  columnAfter: 'Column after',
  headerRow: 'Header row',
};
const studio = { ...en, editor: { ...TABLE_KEYS, ...en.editor } };

function renderEditor(initialHtml = '<p>Hello</p>', readOnly = false, variant?: 'news' | 'faq') {
  const i18n = createI18n('en', { studio });
  i18n.setDefaultNamespace('studio');
  const changes: string[] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <RichTextEditor
          id="body-en"
          label="Body (English)"
          lang="en"
          initialHtml={initialHtml}
          onChange={(html) => changes.push(html)}
          readOnly={readOnly}
          variant={variant}
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { changes };
}

/**
 * jsdom lays nothing out and its ranges have no rectangles, which ProseMirror asks for when a
 * command scrolls the cursor into view (a table command does): an empty rectangle stands in.
 */
const noRect = () => ({ x: 0, y: 0, top: 0, right: 0, bottom: 0, left: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
beforeAll(() => {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= noRect;
});
afterAll(() => {
  if (Range.prototype.getBoundingClientRect === noRect) {
    delete (Range.prototype as Partial<Range>).getClientRects;
    delete (Range.prototype as Partial<Range>).getBoundingClientRect;
  }
});

const TABLE_TOOLS = ['Row above', 'Row below', 'Delete row', 'Column before', 'Column after', 'Delete column', 'Header row', 'Delete table'];

/** A 3×3 table with a header row, each cell named by its row (a–c) and column (1–3). */
const TABLE_HTML =
  '<p>Before</p><table><tbody>' +
  '<tr><th><p>a1</p></th><th><p>a2</p></th><th><p>a3</p></th></tr>' +
  '<tr><td><p>b1</p></td><td><p>b2</p></td><td><p>b3</p></td></tr>' +
  '<tr><td><p>c1</p></td><td><p>c2</p></td><td><p>c3</p></td></tr>' +
  '</tbody></table><p>After</p>';

/** The TipTap editor behind the text box (TipTap keeps it on its element). */
function editorOf(): Editor {
  return (screen.getByRole('textbox', { name: 'Body (English)' }) as HTMLElement & { editor: Editor }).editor;
}

/** Puts the cursor in the text `text` with the editor's own command (jsdom cannot click into a cell). */
function placeCursorIn(text: string) {
  const editor = editorOf();
  let at = -1;
  editor.state.doc.descendants((node, pos) => {
    if (at < 0 && node.isText && node.text === text) at = pos + 1;
  });
  if (at < 0) throw new Error(`no text "${text}"`);
  act(() => {
    editor.chain().focus().setTextSelection(at).run();
  });
}

/** The table's cells, row by row: their text, or `th:` before a header cell's. */
function cells(root: ParentNode): string[][] {
  return [...root.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => (cell.tagName === 'TH' ? `th:${cell.textContent}` : (cell.textContent ?? ''))),
  );
}

/** The cells of the editor's table, and of the HTML last handed to onChange (which must agree). */
function tableNow(changes: string[]): string[][] {
  const shown = cells(screen.getByRole('textbox', { name: 'Body (English)' }));
  const html = document.createElement('template');
  html.innerHTML = changes.at(-1) ?? '';
  expect(cells(html.content)).toEqual(shown);
  return shown;
}

function toolbar() {
  return within(screen.getByRole('toolbar', { name: 'Formatting: Body (English)' }));
}

function tableToolsShown(): string[] {
  return TABLE_TOOLS.filter((name) => toolbar().queryByRole('button', { name }) !== null);
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
    for (const href of [
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example/x',
      '\\\\evil.example',
      'data:text/html,x',
      'ftp://x',
      'https://a b',
      'vbscript:x',
    ]) {
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

describe('tables', () => {
  it('inserts a 3×3 table with a header row and shows the table tools only while the cursor is in it', async () => {
    const { changes } = renderEditor('<p>Hello</p>');
    const user = userEvent.setup();
    expect(tableToolsShown()).toEqual([]);
    await user.click(toolbar().getByRole('button', { name: 'Table' }));
    expect(tableNow(changes)).toEqual([
      ['th:', 'th:', 'th:'],
      ['', '', ''],
      ['', '', ''],
    ]);
    expect(tableToolsShown()).toEqual(TABLE_TOOLS);
    for (const name of TABLE_TOOLS) expect(toolbar().getByRole('button', { name })).not.toHaveAttribute('aria-disabled');
    expect(toolbar().getByRole('button', { name: 'Header row' })).toHaveAttribute('aria-pressed', 'true');
    expect(toolbar().getByRole('button', { name: 'Table' })).toHaveAttribute('aria-disabled', 'true');

    placeCursorIn('Hello');
    expect(tableToolsShown()).toEqual([]);
    expect(toolbar().getByRole('button', { name: 'Table' })).not.toHaveAttribute('aria-disabled');
  });

  it('adds a row above and below the cursor’s row', async () => {
    const { changes } = renderEditor(TABLE_HTML);
    const user = userEvent.setup();
    placeCursorIn('b2');
    await user.click(toolbar().getByRole('button', { name: 'Row below' }));
    expect(tableNow(changes)).toEqual([
      ['th:a1', 'th:a2', 'th:a3'],
      ['b1', 'b2', 'b3'],
      ['', '', ''],
      ['c1', 'c2', 'c3'],
    ]);
    await user.click(toolbar().getByRole('button', { name: 'Row above' }));
    expect(tableNow(changes)).toEqual([
      ['th:a1', 'th:a2', 'th:a3'],
      ['', '', ''],
      ['b1', 'b2', 'b3'],
      ['', '', ''],
      ['c1', 'c2', 'c3'],
    ]);
  });

  it('adds a column before and after the cursor’s column', async () => {
    const { changes } = renderEditor(TABLE_HTML);
    const user = userEvent.setup();
    placeCursorIn('b2');
    await user.click(toolbar().getByRole('button', { name: 'Column after' }));
    expect(tableNow(changes)).toEqual([
      ['th:a1', 'th:a2', 'th:', 'th:a3'],
      ['b1', 'b2', '', 'b3'],
      ['c1', 'c2', '', 'c3'],
    ]);
    await user.click(toolbar().getByRole('button', { name: 'Column before' }));
    expect(tableNow(changes)).toEqual([
      ['th:a1', 'th:', 'th:a2', 'th:', 'th:a3'],
      ['b1', '', 'b2', '', 'b3'],
      ['c1', '', 'c2', '', 'c3'],
    ]);
  });

  it('deletes the cursor’s row and the cursor’s column', async () => {
    const { changes } = renderEditor(TABLE_HTML);
    const user = userEvent.setup();
    placeCursorIn('b2');
    await user.click(toolbar().getByRole('button', { name: 'Delete row' }));
    expect(tableNow(changes)).toEqual([
      ['th:a1', 'th:a2', 'th:a3'],
      ['c1', 'c2', 'c3'],
    ]);
    placeCursorIn('c3');
    await user.click(toolbar().getByRole('button', { name: 'Delete column' }));
    expect(tableNow(changes)).toEqual([
      ['th:a1', 'th:a2'],
      ['c1', 'c2'],
    ]);
  });

  it('turns the header row off and on again, showing it as a toggle', async () => {
    const { changes } = renderEditor(TABLE_HTML);
    const user = userEvent.setup();
    placeCursorIn('c1');
    const header = toolbar().getByRole('button', { name: 'Header row' });
    expect(header).toHaveAttribute('aria-pressed', 'true');
    await user.click(header);
    expect(tableNow(changes)[0]).toEqual(['a1', 'a2', 'a3']);
    expect(changes.at(-1)).not.toContain('<th');
    expect(toolbar().getByRole('button', { name: 'Header row' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(toolbar().getByRole('button', { name: 'Header row' }));
    expect(tableNow(changes)).toEqual([
      ['th:a1', 'th:a2', 'th:a3'],
      ['b1', 'b2', 'b3'],
      ['c1', 'c2', 'c3'],
    ]);
    expect(toolbar().getByRole('button', { name: 'Header row' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('deletes the table, and its tools go with it', async () => {
    const { changes } = renderEditor(TABLE_HTML);
    const user = userEvent.setup();
    placeCursorIn('b2');
    await user.click(toolbar().getByRole('button', { name: 'Delete table' }));
    expect(screen.getByRole('textbox', { name: 'Body (English)' }).querySelector('table')).toBeNull();
    expect(changes.at(-1)).not.toContain('<table');
    expect(changes.at(-1)).toContain('Before');
    expect(changes.at(-1)).toContain('After');
    expect(tableToolsShown()).toEqual([]);
  });

  it('keeps one tab stop in the toolbar, on the same tool, as the table tools come and go', async () => {
    renderEditor(TABLE_HTML);
    const user = userEvent.setup();
    const stops = () =>
      toolbar()
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0);
    const redo = () => toolbar().getByRole('button', { name: 'Redo' });

    toolbar().getByRole('button', { name: 'Heading' }).focus();
    await user.keyboard('{End}');
    expect(redo()).toHaveFocus();
    placeCursorIn('b2');
    expect(stops()).toEqual([redo()]);

    await user.keyboard('{Alt>}{F10}{/Alt}');
    expect(redo()).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(toolbar().getByRole('button', { name: 'Delete table' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(tableToolsShown()).toEqual([]);
    expect(stops()).toHaveLength(1);

    await user.keyboard('{Alt>}{F10}{/Alt}');
    const stop = stops()[0]!;
    expect(stop).toHaveFocus();
    await user.keyboard('{End}');
    expect(redo()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(toolbar().getByRole('button', { name: 'Heading' })).toHaveFocus();
  });
});

/** The tags an FAQ answer may keep (the server's FAQ policy). */
const FAQ_TAGS = FAQ_HTML_POLICY.ALLOWED_TAGS;

/** The tag names in a piece of HTML, each once. */
function tagsOf(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...new Set([...template.content.querySelectorAll('*')].map((el) => el.tagName.toLowerCase()))];
}

/** What a paste of `html` does in the editor (ProseMirror reads the clipboard's HTML from the event). */
function paste(html: string) {
  const box = screen.getByRole('textbox', { name: 'Body (English)' });
  const event = new Event('paste', { bubbles: true, cancelable: true });
  const data = { 'text/html': html, 'text/plain': '' } as Record<string, string>;
  Object.defineProperty(event, 'clipboardData', { value: { types: Object.keys(data), getData: (type: string) => data[type] ?? '' } });
  act(() => {
    editorOf().commands.focus('end');
    box.dispatchEvent(event);
  });
}

/** Headings, a picture, a quote and a table: none of them may enter an FAQ answer. */
const NEWS_ONLY_HTML =
  '<h2>Opening hours</h2><p>We are open.</p><p><img src="/uploads/a-480.webp" alt="A map"></p>' +
  '<blockquote><p>Quoted</p></blockquote>' +
  '<table><tbody><tr><th><p>Day</p></th><th><p>Hours</p></th></tr><tr><td><p>Monday</p></td><td><p>9–18</p></td></tr></tbody></table>';

describe('the FAQ answer variant', () => {
  it('has only the tools an answer can keep, with one tab stop on the first', async () => {
    renderEditor('<p>Hello</p>', false, 'faq');
    const user = userEvent.setup();
    const buttons = toolbar().getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list', 'Link', 'Undo', 'Redo']);
    for (const name of ['Heading', 'Subheading', 'Quote', 'Image', 'Table']) expect(toolbar().queryByRole('button', { name })).toBeNull();
    expect(buttons.filter((b) => b.tabIndex === 0).map((b) => b.textContent)).toEqual(['Bold']);

    buttons[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(toolbar().getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(toolbar().getByRole('button', { name: 'Redo' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(toolbar().getByRole('button', { name: 'Bold' })).toHaveFocus();
  });

  it('turns headings, pictures, quotes and tables it starts from into plain paragraphs', () => {
    renderEditor(NEWS_ONLY_HTML, false, 'faq');
    const html = editorOf().getHTML();
    expect(tagsOf(html)).toEqual(['p']);
    for (const text of ['Opening hours', 'We are open.', 'Quoted', 'Day', 'Hours', 'Monday', '9–18']) expect(html).toContain(`<p>${text}</p>`);
    const box = screen.getByRole('textbox', { name: 'Body (English)' });
    expect(box.querySelector('h2, img, blockquote, table')).toBeNull();
  });

  it('turns pasted headings, pictures and tables into plain paragraphs', () => {
    const { changes } = renderEditor('<p>Hello</p>', false, 'faq');
    // The paste's first block joins the cursor's paragraph: a paragraph first lets the heading stand alone.
    paste(`<p>Pasted</p>${NEWS_ONLY_HTML}`);
    const html = changes.at(-1) ?? '';
    expect(html).toContain('Opening hours');
    expect(html).toContain('Monday');
    expect(tagsOf(html).filter((tag) => !FAQ_TAGS.includes(tag))).toEqual([]);
    expect(html).not.toMatch(/<(h2|img|blockquote|table)\b/);
  });

  it('keeps emphasis, lists and links, all within the FAQ policy', () => {
    renderEditor(
      '<p><strong>B</strong> <em>I</em> <u>U</u> <a href="https://inphr.example/a">L</a><br>next</p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>',
      false,
      'faq',
    );
    const html = editorOf().getHTML();
    expect(tagsOf(html).sort()).toEqual(['a', 'br', 'em', 'li', 'ol', 'p', 'strong', 'u', 'ul']);
    expect(html).toContain('<a href="https://inphr.example/a">L</a>');
  });
});

describe('the news variant', () => {
  it('keeps headings, pictures, quotes and tables', () => {
    renderEditor(NEWS_ONLY_HTML);
    expect(tagsOf(editorOf().getHTML())).toEqual(expect.arrayContaining(['h2', 'img', 'blockquote', 'table']));
  });
});
