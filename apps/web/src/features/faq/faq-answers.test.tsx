import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FaqItem as FaqEntry } from '@inphr/api';
import { FaqItem } from './components/faq-item';
import { answerText, filterFaq } from './faq-filter';

const entry = (faqSeq: number, title: string, contents: string, serviceSeq = 2): FaqEntry => ({ faqSeq, serviceSeq, serviceName: 'inPHR', title, contents });

const LINKED = entry(
  1,
  'How do I sign up?',
  '<p>Install the app, then:</p><ol><li>agree to the <a href="/terms">terms</a>;</li><li>set a password</li></ol><p>Help: <strong>support</strong></p>',
);

describe('an FAQ answer in HTML', () => {
  it('is a native disclosure: the question opens it, and the answer keeps its list and link', async () => {
    const { container } = render(
      <ul>
        <FaqItem item={LINKED} questionMark="Q" answerMark="A" />
      </ul>,
    );
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(screen.getByText('How do I sign up?'));
    expect(details.open).toBe(true);
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getAllByRole('listitem', { name: '' }).filter((li) => li.closest('ol'))).toHaveLength(2);
    expect(container.querySelector('strong')?.textContent).toBe('support');
  });
});

describe('FAQ search on answers in HTML', () => {
  const items = [LINKED, entry(2, 'Which devices?', '<p>Phones<br>and tablets</p>', 5)];

  it('matches the words a visitor reads, across line breaks and list items', () => {
    expect(answerText(LINKED.contents)).toBe('Install the app, then: agree to the terms; set a password Help: support');
    expect(answerText('<p>Phones<br>and tablets</p>')).toBe('Phones and tablets');
    expect(filterFaq(items, 'PASSWORD', 2).map((i) => i.faqSeq)).toEqual([1]);
    expect(filterFaq(items, 'phones and', 2).map((i) => i.faqSeq)).toEqual([2]);
  });

  it('never matches markup: a tag name or an address is not a word of the answer', () => {
    for (const term of ['strong', 'href', '/terms', '<li>', 'br']) expect(filterFaq(items, term, 2)).toEqual([]);
  });

  it('keeps the category filter (2 = all)', () => {
    expect(filterFaq(items, '', 5).map((i) => i.faqSeq)).toEqual([2]);
    expect(filterFaq(items, 'tablets', 1)).toEqual([]);
  });
});
