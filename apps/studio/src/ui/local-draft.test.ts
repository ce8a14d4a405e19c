import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLocalDraft, useLocalDraft, writeLocalDraft } from './local-draft';

const saved = { en: { title: 'Saved', contents: '<p>s</p>' } };
const typed = { en: { title: 'Typed', contents: '<p>t</p>' } };
const differs = (texts: object) => JSON.stringify(texts) !== JSON.stringify(saved);

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('useLocalDraft', () => {
  it('writes the text down shortly after typing, per account and item, and forgets it once saved', () => {
    const { rerender } = renderHook(
      (p: { texts: object; dirty: boolean }) => useLocalDraft({ account: 'ana@x', item: 'news:1', texts: p.texts, dirty: p.dirty, baseVersion: 3, differs }),
      { initialProps: { texts: saved, dirty: false } },
    );
    rerender({ texts: typed, dirty: true });
    expect(readLocalDraft('ana@x', 'news:1')).toBeUndefined();
    act(() => vi.advanceTimersByTime(500));
    expect(readLocalDraft('ana@x', 'news:1')).toMatchObject({ texts: typed, baseVersion: 3 });
    expect(readLocalDraft('ben@x', 'news:1')).toBeUndefined();
    rerender({ texts: saved, dirty: false });
    expect(readLocalDraft('ana@x', 'news:1')).toBeUndefined();
  });

  it('offers what an earlier visit left, and keeps it until it is settled', () => {
    writeLocalDraft('ana@x', 'news:1', { texts: typed, baseVersion: 2, savedAt: '2026-11-28T10:00:00.000Z' });
    const { result, rerender } = renderHook(() => useLocalDraft({ account: 'ana@x', item: 'news:1', texts: saved, dirty: false, baseVersion: 3, differs }));
    expect(result.current.offer).toMatchObject({ texts: typed, baseVersion: 2 });
    rerender();
    expect(readLocalDraft('ana@x', 'news:1')).toBeDefined();
    act(() => result.current.settle());
    expect(result.current.offer).toBeUndefined();
    expect(readLocalDraft('ana@x', 'news:1')).toBeUndefined();
  });

  it('offers nothing when what was left is what the server has', () => {
    writeLocalDraft('ana@x', 'news:1', { texts: saved, baseVersion: 3, savedAt: '2026-11-28T10:00:00.000Z' });
    const { result } = renderHook(() => useLocalDraft({ account: 'ana@x', item: 'news:1', texts: saved, dirty: false, baseVersion: 3, differs }));
    expect(result.current.offer).toBeUndefined();
  });

  it('reads nothing from a damaged entry', () => {
    localStorage.setItem('inphr-studio:unsaved:ana@x:news:1', '{not json');
    expect(readLocalDraft('ana@x', 'news:1')).toBeUndefined();
  });
});

describe('a page that goes away', () => {
  it('writes the text at once, before the delay is up', () => {
    renderHook(() => useLocalDraft({ account: 'ana@x', item: 'news:2', texts: typed, dirty: true, baseVersion: 1, differs }));
    expect(readLocalDraft('ana@x', 'news:2')).toBeUndefined();
    window.dispatchEvent(new Event('pagehide'));
    expect(readLocalDraft('ana@x', 'news:2')).toMatchObject({ texts: typed });
  });
});
