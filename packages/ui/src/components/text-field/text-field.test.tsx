import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/render';
import { TextField, type TextFieldProps } from './text-field';

function Controlled(props: Partial<TextFieldProps> & { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  const { onValue, ...rest } = props;
  return (
    <TextField
      id="name"
      label="Name"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      {...rest}
    />
  );
}

describe('TextField', () => {
  it('is a labelled input that reports its value', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} autoComplete="name" maxLength={20} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('autocomplete', 'name');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'Kim');
    expect(input).toHaveValue('Kim');
    expect(onValue).toHaveBeenLastCalledWith('Kim');
  });

  it('marks required fields with a hidden asterisk and a hidden required label', () => {
    render(<Controlled required requiredLabel="(required)" />);
    const input = screen.getByRole('textbox', { name: 'Name (required)' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('describes the input with its hint and error, in a live region that is always present', () => {
    const { rerender } = render(<Controlled hint="As on your ID card" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('As on your ID card');
    const live = document.getElementById('name-error')!;
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toBeEmptyDOMElement();

    rerender(<Controlled hint="As on your ID card" error="Please fill out required fields." />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your ID card Please fill out required fields.');
    expect(live).toHaveTextContent('Please fill out required fields.');
  });

  it('renders a textarea when multiline and supports a hidden label', () => {
    render(<Controlled multiline rows={8} hideLabel label="Content" placeholder="Write here" />);
    const area = screen.getByRole('textbox', { name: 'Content' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '8');
    expect(area).toHaveAttribute('placeholder', 'Write here');
  });

  it('passes type and inputMode, and can be disabled', () => {
    render(<Controlled type="tel" inputMode="numeric" disabled label="Mobile" />);
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toBeDisabled();
  });

  it('has no axe violations, valid or invalid', async () => {
    const { container } = render(
      <>
        <Controlled required requiredLabel="(required)" hint="Hint" />
        <TextField id="mail" label="E-mail" value="x" onChange={() => {}} error="Invalid e-mail" />
        <TextField id="body" label="Content" value="" onChange={() => {}} multiline />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
