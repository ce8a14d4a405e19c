import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/render';
import { Select } from '../select';
import { SearchBox, type SearchBoxProps } from './search-box';

function Controlled(props: Partial<SearchBoxProps>) {
  const [value, setValue] = useState('');
  return (
    <SearchBox label="Search the FAQ" buttonLabel="Search" onSearch={() => {}} placeholder="Type a keyword" {...props} value={value} onChange={setValue} />
  );
}

describe('SearchBox', () => {
  it('is a search landmark whose submit button calls onSearch', async () => {
    const onSearch = vi.fn();
    render(<Controlled onSearch={onSearch} />);
    const form = screen.getByRole('search');
    const input = within(form).getByRole('searchbox', { name: 'Search the FAQ' });
    expect(input).toHaveAttribute('type', 'search');
    await userEvent.type(input, 'login');
    expect(input).toHaveValue('login');
    const button = within(form).getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('searches on Enter without reloading the page', async () => {
    const onSearch = vi.fn();
    const onSubmit = vi.fn();
    render(
      <div onSubmit={(event) => onSubmit(event.defaultPrevented)}>
        <Controlled onSearch={onSearch} />
      </div>,
    );
    await userEvent.type(screen.getByRole('searchbox'), 'device{Enter}');
    expect(onSearch).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledWith(true);
  });

  it('places children before the input and can hide its label', () => {
    render(
      <Controlled hideLabel id="media-search">
        <Select id="key" label="Search in" hideLabel value="" options={[{ value: '', label: 'All' }]} onChange={() => {}} />
      </Controlled>,
    );
    const select = screen.getByRole('combobox', { name: 'Search in' });
    const input = screen.getByRole('searchbox', { name: 'Search the FAQ' });
    expect(input).toHaveAttribute('id', 'media-search');
    expect(select.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Controlled />);
    await expectNoAxeViolations(container);
  });
});
