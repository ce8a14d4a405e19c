import { describe, expect, it } from 'vitest';
import { formatRegDate } from './dates';

describe('formatRegDate', () => {
  it('formats YYYY.MM.DD with zero padding', () => {
    expect(formatRegDate('2025-03-04T10:00:00+09:00')).toBe('2025.03.04');
  });
  it('uses the date in Korea whatever the offset given', () => {
    // 16:30 UTC on 31 Dec is already 1 Jan in Seoul
    expect(formatRegDate('2024-12-31T16:30:00Z')).toBe('2025.01.01');
    expect(formatRegDate('2024-12-31T23:59:00+09:00')).toBe('2024.12.31');
  });
  it('gives an empty string for an unreadable date', () => {
    expect(formatRegDate('not a date')).toBe('');
  });
});
