import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { FAQ_ALL_SERVICE_SEQ } from '@inphr/content';
import type { StaffRole, StudioFaqDetail } from '@inphr/api';
import en from '@inphr/i18n/locales/en/studio.json';
import { StudioApiError, get, post } from '../api/client';
import type * as Client from '../api/client';
import { renderStudioPage, staffMember } from '../test/render-page';
import { FaqEditPage } from './faq-edit-page';

vi.mock('../api/client', async (original) => ({
  ...(await original<typeof Client>()),
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(() => Promise.resolve({ others: [] })),
  del: vi.fn(() => Promise.resolve(undefined)),
}));

const ITEM: StudioFaqDetail = {
  id: 5,
  serviceSeq: FAQ_ALL_SERVICE_SEQ,
  liveServiceSeq: FAQ_ALL_SERVICE_SEQ,
  sort: 1,
  status: 'published',
  hasDraft: false,
  translations: { ko: { title: '질문', contents: '<p>답변</p>' } },
  live: { ko: { title: '질문', contents: '<p>답변</p>' } },
  version: 3,
  updatedAt: '2025-01-01T00:00:00.000Z',
  updatedBy: 'editor@inphr.example',
};

function renderPage(role: StaffRole, at = '/faq/new') {
  renderStudioPage({
    me: staffMember(role),
    at,
    routes: [
      { path: '/faq', element: <p>The list</p> },
      { path: '/faq/new', element: <FaqEditPage /> },
      { path: '/faq/:id', element: <FaqEditPage /> },
    ],
  });
}

/** The TipTap editor of an answer (TipTap keeps it on its element), once the lazy editor has loaded (its first import takes a while). */
async function answerEditor(language: string): Promise<Editor> {
  const box = await screen.findByRole('textbox', { name: `Answer (${language})` }, { timeout: 10_000 });
  return (box as HTMLElement & { editor: Editor }).editor;
}

/** Writes an answer, then empties it: the editor then hands the form its empty `<p></p>`. */
async function typeThenEmpty(language: string) {
  const editor = await answerEditor(language);
  act(() => {
    editor.commands.setContent('<p>x</p>', { emitUpdate: true });
    editor.commands.clearContent(true);
  });
  expect(editor.getHTML()).toBe('<p></p>');
}

beforeAll(() => {
  // jsdom has no media queries: below the side-by-side width, the languages are tabs.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(post).mockReset();
  vi.mocked(get).mockReset();
});

afterEach(() => vi.restoreAllMocks());

describe('the FAQ form', () => {
  it('shows one language at a time, its tab saying where it stands', async () => {
    renderPage('editor');
    const tabs = screen.getByRole('tablist', { name: 'Language to edit' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['한국어 Not written', 'English Not written', '日本語 Not written']);
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent('English');
    await answerEditor('English');
    expect(screen.queryByRole('textbox', { name: 'Question (한국어)' })).toBeNull();

    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Question (English)' }), 'Q');
    expect(within(tabs).getByRole('tab', { name: /English/ })).toHaveTextContent('Unsaved edits');
  });

  it('counts an answer that is only the editor’s empty paragraph as no answer', async () => {
    renderPage('editor');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Question (English)' }), 'Opening hours?');
    await typeThenEmpty('English');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByText('Write the answer, or empty the question.')).toBeVisible();
    expect(post).not.toHaveBeenCalled();
  });

  it('says nothing is written when the only answer is an empty paragraph', async () => {
    renderPage('editor');
    await typeThenEmpty('English');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a question and its answer in at least one language.');
    expect(post).not.toHaveBeenCalled();
  });

  it('leaves out a language whose answer is an empty paragraph and no question', async () => {
    vi.mocked(post).mockResolvedValue({ id: 9 });
    renderPage('editor');
    const user = userEvent.setup();
    await typeThenEmpty('English');
    await user.click(screen.getByRole('tab', { name: /한국어/ }));
    await user.type(screen.getByRole('textbox', { name: 'Question (한국어)' }), '질문');
    const ko = await answerEditor('한국어');
    act(() => {
      ko.commands.setContent('<p>답변</p>', { emitUpdate: true });
    });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(post).toHaveBeenCalledWith('faq', {
      serviceSeq: FAQ_ALL_SERVICE_SEQ,
      translations: { ko: { title: '질문', contents: '<p>답변</p>' } },
      status: 'draft',
    });
  });

  it('previews what is typed, unsaved, in a tab opened at the press', async () => {
    const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.mocked(post).mockResolvedValue({ token: 'tok' });
    renderPage('editor');
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Preview (English)' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Question (English)' }), 'Q');
    await user.click(screen.getByRole('checkbox', { name: /phone width/ }));
    await user.click(screen.getByRole('button', { name: 'Preview (English)' }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank', 'popup,width=390,height=844');
    expect(post).toHaveBeenCalledWith('faq/previews', { serviceSeq: FAQ_ALL_SERVICE_SEQ, translations: { en: { title: 'Q', contents: '' } } });
    expect(tab.location.href).toBe('/studio/api/faq/previews/tok?lng=en');
    expect(tab.opener).toBeNull();
  });

  it('closes the preview’s tab and says why when the preview is refused', async () => {
    const tab = { opener: null, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.mocked(post).mockRejectedValue(new StudioApiError(403, 'forbidden'));
    renderPage('editor');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Question (English)' }), 'Q');
    await user.click(screen.getByRole('button', { name: 'Preview (English)' }));
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(en.errors.forbidden);
  });

  it('gives a viewer links to the saved question’s languages only, and a read-only answer', async () => {
    vi.mocked(get).mockImplementation((path: string) => Promise.resolve(path === 'faq/5' ? ITEM : { items: [], kept: 0 }) as never);
    renderPage('viewer', '/faq/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /한국어/ }));
    const link = screen.getByRole('link', { name: 'Preview (한국어)' });
    expect(link).toHaveAttribute('href', '/studio/api/faq/5/preview?lng=ko');
    expect((await answerEditor('한국어')).isEditable).toBe(false);
    await user.click(screen.getByRole('tab', { name: /English/ }));
    expect(screen.queryByRole('link', { name: 'Preview (English)' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /phone width/ })).toBeNull();
  });
});
