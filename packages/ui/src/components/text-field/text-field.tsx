import type { HTMLAttributes } from 'react';
import { FieldError, FieldRoot, Hint, Label, fieldIds } from '../field';
import { Input, TextArea } from './text-field.styles';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Visually hidden text after the asterisk, e.g. '(required)'. */
  requiredLabel?: string;
  multiline?: boolean;
  rows?: number;
  type?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  hideLabel?: boolean;
  disabled?: boolean;
  name?: string;
  className?: string;
}

/** A labelled text input or textarea with hint and error wired to aria-describedby. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  requiredLabel,
  multiline,
  rows = 5,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  placeholder,
  hideLabel,
  disabled,
  name,
  className,
}: TextFieldProps) {
  const { hintId, errorId, describedBy } = fieldIds(id, Boolean(hint), Boolean(error));
  const shared = {
    id,
    name,
    value,
    placeholder,
    maxLength,
    disabled,
    autoComplete,
    $invalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
  };

  return (
    <FieldRoot className={className}>
      <Label htmlFor={id} hidden={hideLabel} required={required} requiredLabel={requiredLabel}>
        {label}
      </Label>
      {multiline ? (
        <TextArea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...shared} type={type} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <FieldError id={errorId} error={error} />
    </FieldRoot>
  );
}
