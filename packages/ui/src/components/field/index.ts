// Internal building blocks of the form fields (not part of the public API).
export { FieldError, Label, fieldIds } from './field';
export { FieldRoot, Hint, controlStyles } from './field.styles';
