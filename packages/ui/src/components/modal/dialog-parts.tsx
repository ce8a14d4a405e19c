import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { CloseIcon } from '../icons';
import type { InvokerCommand } from './native-modal';
import { CloseButton, Content, Title, TitleBar } from './modal.styles';

export interface DialogPartsProps {
  titleId: string;
  title: string;
  closeLabel: string;
  /** What makes the close button close: a handler (Modal) or an invoker command (NativeModal). */
  close: ButtonHTMLAttributes<HTMLButtonElement> | InvokerCommand;
  children: ReactNode;
}

/** The title bar (the title and the close control) and the scrolling content of Modal and NativeModal. */
export function DialogParts({ titleId, title, closeLabel, close, children }: DialogPartsProps) {
  return (
    <>
      <TitleBar>
        <Title id={titleId}>{title}</Title>
        <CloseButton type="button" {...close}>
          {closeLabel}
          <CloseIcon size={18} />
        </CloseButton>
      </TitleBar>
      {/* Focusable so keyboard users can scroll long content such as the terms of use. */}
      <Content tabIndex={0} aria-labelledby={titleId} role="region">
        {children}
      </Content>
    </>
  );
}
