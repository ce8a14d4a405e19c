import { describe, expect, it } from 'vitest';
import { diffText, htmlToLines } from './text-diff';

describe('htmlToLines', () => {
  it('gives one line per block, pictures as their alternative text, no markup', () => {
    const html =
      '<h2>Launch</h2><p>Our <strong>new</strong> app<br>is here.</p><ul><li>Fast</li><li><a href="https://x.example">Safe</a></li></ul><p><img src="/uploads/a-960.webp" alt="A phone"></p><p></p>';
    expect(htmlToLines(html)).toBe('Launch\nOur new app\nis here.\nFast\nSafe\n[A phone]');
  });

  it('never runs what it reads', () => {
    expect(htmlToLines('<p>a<script>window.hacked = 1</script></p><img src=x onerror="window.hacked = 1">')).toBe('awindow.hacked = 1\n[]');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});

describe('diffText', () => {
  it('marks the words removed and added, keeping the rest', () => {
    const parts = diffText('The app is fast', 'The new app is very fast');
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual(['new', 'very']);
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe('The app is fast');
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe('The new app is very fast');
  });

  it('has nothing added or removed for equal texts', () => {
    expect(diffText('같은 글', '같은 글').every((p) => p.kind === 'same')).toBe(true);
  });
});
