import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/render';
import { Checkbox, type CheckboxProps } from './checkbox';

function Controlled({ onChange, ...props }: Partial<CheckboxProps>) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      id="consent"
      label="I agree to the collection of personal information"
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange?.(next);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('toggles from the box and from its label', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the collection of personal information' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('I agree to the collection of personal information'));
    expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('is described by its description and its error', () => {
    render(
      <Checkbox
        id="c"
        label="Consent"
        checked={false}
        onChange={() => {}}
        description="Name and e-mail, kept for 3 years."
        error="Please agree to continue."
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Consent' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Name and e-mail, kept for 3 years. Please agree to continue.');
    expect(document.getElementById('c-error')).toHaveAttribute('aria-live', 'polite');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Controlled />
        <Checkbox id="d" label="Consent" checked onChange={() => {}} description="Details" error="Error" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
