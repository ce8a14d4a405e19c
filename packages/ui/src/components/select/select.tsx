import { ChevronDownIcon } from '../icons';
import { FieldError, FieldRoot, Label, fieldIds } from '../field';
import { NativeSelect, SelectWrap } from './select.styles';

export interface SelectOption {
  /** Value given to onChange. */
  value: string;
  /** Visible text. */
  label: string;
}

export interface SelectProps {
  /** Id of the select; the error id derives from it. */
  id: string;
  /** Visible label. */
  label: string;
  /** The chosen value (controlled). */
  value: string;
  /** The choices, in order. */
  options: SelectOption[];
  /** Called with the chosen value. */
  onChange: (value: string) => void;
  /** Error text, announced politely and linked with aria-describedby. */
  error?: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Not operable. */
  disabled?: boolean;
  /** Form field name. */
  name?: string;
  /** Class of the outer element. */
  className?: string;
}

/** A native select in the theme's field style, with its error wired like TextField's. */
export function Select({ id, label, value, options, onChange, error, hideLabel, disabled, name, className }: SelectProps) {
  const { errorId, describedBy } = fieldIds(id, false, Boolean(error));
  return (
    <FieldRoot className={className}>
      <Label htmlFor={id} hidden={hideLabel}>
        {label}
      </Label>
      <SelectWrap>
        <NativeSelect
          id={id}
          name={name}
          value={value}
          disabled={disabled}
          $invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <ChevronDownIcon size={18} />
      </SelectWrap>
      <FieldError id={errorId} error={error} />
    </FieldRoot>
  );
}
