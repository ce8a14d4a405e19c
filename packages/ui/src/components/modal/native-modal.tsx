import type { ReactNode } from 'react';
import { DialogParts } from './dialog-parts';
import { trapTab } from './focus-trap';
import { NativeDialog, type ModalSize } from './modal.styles';

/**
 * The attributes of a button that runs a command on a `<dialog>` by itself (HTML's invoker
 * commands: Chromium 135, Firefox 144, Safari 26.2; `ensureInvokerCommands` covers older ones).
 * React passes them through as they are; its types do not list them yet.
 */
export interface InvokerCommand {
  command: 'show-modal' | 'close' | 'request-close';
  commandfor: string;
}

/** What a button needs to open the NativeModal of that id: spread it on the `<button>`. */
export function showModalCommand(id: string): InvokerCommand {
  return { command: 'show-modal', commandfor: id };
}

export interface NativeModalProps {
  /** The dialog's id: the buttons that open it name it (`showModalCommand(id)`). */
  id: string;
  /** Heading of the dialog and its accessible name. */
  title: string;
  /** Visible text of the close control. */
  closeLabel: string;
  /** The dialog's content (scrolls within the dialog when long). */
  children: ReactNode;
  /** Width: 'sm' 26rem, 'md' 40rem (default), 'lg' 60rem, always within the viewport. */
  size?: ModalSize;
}

/**
 * Modal's look as a native `<dialog>` that is in the page from the server on, closed, and opened by
 * the browser itself: a button with `showModalCommand(id)` shows it before any script has run (or
 * without script at all). The browser moves focus in, keeps the rest of the page inert, closes it
 * on Escape, on its close button and on a press outside it (`closedby="any"`), and gives focus
 * back to the opener. Tab goes round its controls once the app runs (before, the browser lets it
 * out to its own toolbar, never to the page behind). For content that is known when the page is rendered (a policy text); Modal
 * is the one for dialogs the app opens from its state.
 */
export function NativeModal({ id, title, closeLabel, children, size = 'md' }: NativeModalProps) {
  const titleId = `${id}-title`;
  const close: InvokerCommand = { command: 'close', commandfor: id };
  return (
    <NativeDialog id={id} aria-labelledby={titleId} closedby="any" $size={size} onKeyDown={(event) => trapTab(event, event.currentTarget)}>
      <DialogParts titleId={titleId} title={title} closeLabel={closeLabel} close={close}>
        {children}
      </DialogParts>
    </NativeDialog>
  );
}

/**
 * Invoker commands and `closedby="any"` for browsers that lack them (Safari before 26.2, Firefox
 * before 144): one listener on the document runs a button's command on its dialog, and a press on
 * a light-dismissable dialog's backdrop (the dialog itself is the target) closes it. Does nothing
 * where the browser has them. Call it once, before presses held during start-up are replayed.
 */
export function ensureInvokerCommands(doc: Document = document): void {
  const view = doc.defaultView;
  if (!view) return;
  const hasCommands = 'commandForElement' in view.HTMLButtonElement.prototype;
  const hasClosedBy = 'closedBy' in view.HTMLDialogElement.prototype;
  if (hasCommands && hasClosedBy) return;
  doc.addEventListener('click', (event) => {
    const target = event.target instanceof view.Element ? event.target : null;
    if (!target) return;
    if (!hasClosedBy && target instanceof view.HTMLDialogElement && target.open && target.getAttribute('closedby') === 'any') {
      const box = target.getBoundingClientRect();
      const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
      if (outside) target.close();
      return;
    }
    if (hasCommands) return;
    const button = target.closest('button[commandfor]');
    const dialog = button ? doc.getElementById(button.getAttribute('commandfor') ?? '') : null;
    if (!button || !(dialog instanceof view.HTMLDialogElement)) return;
    const command = button.getAttribute('command');
    if (command === 'show-modal' && !dialog.open) dialog.showModal();
    else if ((command === 'close' || command === 'request-close') && dialog.open) dialog.close();
  });
}
