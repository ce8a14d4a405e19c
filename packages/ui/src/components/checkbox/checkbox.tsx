import type { ReactNode } from 'react';
import { FieldError, fieldIds } from '../field';
import { Box, CheckboxLabel, CheckboxRoot, Description, Row } from './checkbox.styles';

export interface CheckboxProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  description?: ReactNode;
  disabled?: boolean;
  name?: string;
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
