import { describe, expect, it } from 'vitest';
import { contentState } from './content-status';
import { fromLocalInput, toLocalInput } from '../ui/format';

describe('contentState', () => {
  const now = Date.parse('2026-11-25T09:00:00Z');
  it('tells a draft, a published article and one scheduled for later apart', () => {
    expect(contentState('draft', null, now)).toBe('draft');
    expect(contentState('draft', '2030-01-01T00:00:00Z', now)).toBe('draft');
    expect(contentState('published', null, now)).toBe('published');
    expect(contentState('published', '2026-11-25T08:59:00Z', now)).toBe('published');
    expect(contentState('published', '2026-11-25T09:01:00Z', now)).toBe('scheduled');
  });
});

describe('datetime-local values', () => {
  it('round-trips an instant through the local-time input format, to the minute', () => {
    const iso = '2026-12-24T15:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('not a date')).toBeUndefined();
  });
});
