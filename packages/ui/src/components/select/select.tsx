import { ChevronDownIcon } from '../icons';
import { FieldError, FieldRoot, Label, fieldIds } from '../field';
import { NativeSelect, SelectWrap } from './select.styles';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  id: string;
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  error?: string;
  hideLabel?: boolean;
  disabled?: boolean;
  name?: string;
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
