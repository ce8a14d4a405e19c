import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIsClient } from '../../hooks/use-media-query';
import { ThemePortalScope } from '../../theme/theme-provider';
import { DialogParts } from './dialog-parts';
import { focusFirstIn, trapTab } from './focus-trap';
import { Dialog, FooterBar, Overlay, type ModalSize } from './modal.styles';

export interface ModalProps {
  /** Whether the dialog shows (controlled). */
  open: boolean;
  /** Heading of the dialog and its accessible name. */
  title: string;
  /** Called by the close button, Escape and a click on the overlay. */
  onClose: () => void;
  /** Visible text of the close control. */
  closeLabel: string;
  /** The dialog's content (scrolls within the dialog when long). */
  children: ReactNode;
  /** Width: 'sm' 26rem, 'md' 40rem (default), 'lg' 60rem, always within the viewport. */
  size?: ModalSize;
  /** Actions under the content, aligned to the end. */
  footer?: ReactNode;
}

/**
 * A modal dialog rendered into document.body. Nothing renders on the server or while closed.
 * Focus moves in on open, Tab is trapped, Escape and an overlay click close, focus returns on
 * close, and the page behind does not scroll.
 */
export function Modal({ open, title, onClose, closeLabel, children, size = 'md', footer }: ModalProps) {
  const isClient = useIsClient();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pointerDownOnOverlay = useRef(false);
  const visible = open && isClient;

  useEffect(() => {
    if (!visible) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) focusFirstIn(dialog);

    const { body, documentElement } = document;
    const previousOverflow = body.style.overflow;
    const previousPadding = body.style.paddingRight;
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    // Keep the page from shifting sideways when its scrollbar disappears.
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;

    return () => {
      body.style.overflow = previousOverflow;
      body.style.paddingRight = previousPadding;
      if (previouslyFocused && previouslyFocused.isConnected) previouslyFocused.focus();
    };
  }, [visible]);

  if (!visible) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (dialogRef.current) trapTab(event, dialogRef.current);
  };

  // Close only when both press and release happen on the overlay (not a drag out of the dialog).
  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pointerDownOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pointerDownOnOverlay.current && event.target === event.currentTarget) onClose();
    pointerDownOnOverlay.current = false;
  };

  // Rendered into body, outside any scoped ThemeProvider: the scope goes along with it.
  return createPortal(
    <ThemePortalScope>
      <Overlay onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
        <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $size={size} onKeyDown={onKeyDown}>
          <DialogParts titleId={titleId} title={title} closeLabel={closeLabel} close={{ onClick: onClose }}>
            {children}
          </DialogParts>
          {footer && <FooterBar>{footer}</FooterBar>}
        </Dialog>
      </Overlay>
    </ThemePortalScope>,
    document.body,
  );
}
