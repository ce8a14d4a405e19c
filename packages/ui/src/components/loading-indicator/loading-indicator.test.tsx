import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/render';
import { LoadingIndicator } from './loading-indicator';

describe('LoadingIndicator', () => {
  it('is a status announcing its label, with the word hidden from assistive technology', () => {
    render(<LoadingIndicator word="LOADING" label="Loading news" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading news');
    const word = status.querySelector('[aria-hidden="true"]')!;
    expect(word.children).toHaveLength(7);
    expect(
      Array.from(word.children)
        .map((letter) => letter.textContent)
        .join(''),
    ).toBe('LOADING');
  });

  it('gives each letter a later animation delay', () => {
    render(<LoadingIndicator word="로딩" label="불러오는 중" />);
    const letters = Array.from(screen.getByRole('status').querySelectorAll('[aria-hidden="true"] > span'));
    expect(letters).toHaveLength(2);
    const delays = letters.map((letter) => getComputedStyle(letter).animationDelay);
    expect(delays).toEqual(['0s', '0.1s']);
  });

  it('has no axe violations', async () => {
    const { container } = render(<LoadingIndicator word="LOADING" label="Loading" />);
    await expectNoAxeViolations(container);
  });
});
