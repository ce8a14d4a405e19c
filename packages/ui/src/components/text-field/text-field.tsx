import type { HTMLAttributes } from 'react';
import { FieldError, FieldRoot, Hint, Label, fieldIds } from '../field';
import { Input, TextArea } from './text-field.styles';

export interface TextFieldProps {
  /** Id of the input; the hint and error ids derive from it. */
  id: string;
  /** Visible label. */
  label: string;
  /** The text (controlled). */
  value: string;
  /** Called with the new text. */
  onChange: (value: string) => void;
  /** Error text, announced politely and linked with aria-describedby; marks the field invalid. */
  error?: string;
  /** Help under the label, e.g. the expected format; linked with aria-describedby. */
  hint?: string;
  /** Marks the field required (a visual asterisk and aria-required). */
  required?: boolean;
  /** Visually hidden text after the asterisk, e.g. '(required)'. */
  requiredLabel?: string;
  /** A textarea instead of an input. */
  multiline?: boolean;
  /** Visible lines of the textarea. */
  rows?: number;
  /** Input type, e.g. 'email' or 'tel' (inputs only). */
  type?: string;
  /** Which keyboard phones show, e.g. 'numeric'. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Autofill hint, e.g. 'name' or 'email'. */
  autoComplete?: string;
  /** Most characters accepted. */
  maxLength?: number;
  /** Example text in the empty field (never a substitute for the label). */
  placeholder?: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Not operable. */
  disabled?: boolean;
  /** Form field name. */
  name?: string;
  /** Class of the outer element. */
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
