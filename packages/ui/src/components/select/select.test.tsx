import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/render';
import { Select } from './select';

const options = [
  { value: '', label: 'All' },
  { value: 'title', label: 'Title' },
  { value: 'contents', label: 'Content' },
];

describe('Select', () => {
  it('is a labelled native select that reports the chosen value', async () => {
    const onChange = vi.fn();
    render(<Select id="key" label="Search in" value="" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Search in' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await userEvent.selectOptions(select, 'title');
    expect(onChange).toHaveBeenCalledWith('title');
  });

  it('shows its error through aria-invalid, aria-describedby and a live region', () => {
    render(<Select id="domain" label="Domain" value="" options={options} onChange={() => {}} error="Choose a domain" />);
    const select = screen.getByRole('combobox', { name: 'Domain' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a domain');
    expect(document.getElementById('domain-error')).toHaveAttribute('aria-live', 'polite');
  });

  it('can hide its label and be disabled', () => {
    render(<Select id="k" label="Search in" value="title" options={options} onChange={() => {}} hideLabel disabled />);
    const select = screen.getByRole('combobox', { name: 'Search in' });
    expect(select).toBeDisabled();
    expect(select).toHaveValue('title');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Select id="a" label="Search in" value="" options={options} onChange={() => {}} />
        <Select id="b" label="Domain" value="" options={options} onChange={() => {}} error="Choose a domain" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
