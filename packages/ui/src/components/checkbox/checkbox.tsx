import type { ReactNode } from 'react';
import { FieldError, fieldIds } from '../field';
import { Box, CheckboxLabel, CheckboxRoot, Description, Row } from './checkbox.styles';

export interface CheckboxProps {
  /** Id of the input; the description and error ids derive from it. */
  id: string;
  /** Visible label; clicking it toggles the box. */
  label: ReactNode;
  /** Whether the box is ticked (controlled). */
  checked: boolean;
  /** Called with the new state. */
  onChange: (checked: boolean) => void;
  /** Error text, announced politely and linked with aria-describedby; marks the box invalid. */
  error?: string;
  /** Longer text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** Not operable and skipped by Tab. */
  disabled?: boolean;
  /** Form field name. */
  name?: string;
  /** Class of the outer element (for layout from the outside). */
  className?: string;
}

/** A native checkbox (24px) with its label, optional description and error. */
export function Checkbox({ id, label, checked, onChange, error, description, disabled, name, className }: CheckboxProps) {
  const { hintId, errorId, describedBy } = fieldIds(id, Boolean(description), Boolean(error));
  return (
    <CheckboxRoot className={className}>
      <Row>
        <Box
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          disabled={disabled}
          $invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <CheckboxLabel htmlFor={id}>{label}</CheckboxLabel>
      </Row>
      {description && <Description id={hintId}>{description}</Description>}
      <FieldError id={errorId} error={error} />
    </CheckboxRoot>
  );
}
