import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../theme/visually-hidden';
import { ErrorText, FieldLabel, RequiredMark } from './field.styles';

/** Ids of a field's hint and error, and the aria-describedby value that points at them. */
export function fieldIds(id: string, hasHint: boolean, hasError: boolean) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hasHint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
}

export function Label({
  htmlFor,
  hidden,
  required,
  requiredLabel,
  children,
}: {
  htmlFor: string;
  hidden?: boolean;
  required?: boolean;
  requiredLabel?: string;
  children: ReactNode;
}) {
  return (
    <FieldLabel htmlFor={htmlFor} $hidden={hidden}>
      {children}
      {required && (
        <>
          <RequiredMark aria-hidden="true">*</RequiredMark>
          {requiredLabel && (
            <>
              {' '}
              <VisuallyHidden>{requiredLabel}</VisuallyHidden>
            </>
          )}
        </>
      )}
    </FieldLabel>
  );
}

/** Always in the DOM so screen readers announce the error when it is filled in. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <ErrorText id={id} aria-live="polite">
      {error}
    </ErrorText>
  );
}
