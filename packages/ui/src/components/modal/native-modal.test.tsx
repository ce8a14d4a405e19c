import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { expectNoAxeViolations } from '../../test/render';
import { ensureInvokerCommands, NativeModal, showModalCommand } from './native-modal';

function Page() {
  return (
    <>
      <button type="button" {...showModalCommand('terms')}>
        Terms of Use
      </button>
      <NativeModal id="terms" title="Terms of Use" closeLabel="Close">
        <p>Article 1 (Purpose)</p>
      </NativeModal>
    </>
  );
}

describe('NativeModal', () => {
  it('is in the server-rendered page, closed, named by its title, with a close button that commands it', () => {
    const html = renderToString(<Page />);
    expect(html).toMatch(/<button type="button" command="show-modal" commandfor="terms">/);
    expect(html).toMatch(/<dialog [^>]*id="terms"[^>]*aria-labelledby="terms-title"[^>]*closedby="any"/);
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(html).toMatch(/<h2 [^>]*id="terms-title"[^>]*>Terms of Use<\/h2>/);
    expect(html).toMatch(/<button [^>]*type="button"[^>]*command="close"[^>]*commandfor="terms"/);
    expect(html).toContain('Article 1 (Purpose)');
  });

  it('opens from its button and closes from its close button where the browser lacks invoker commands', async () => {
    render(<Page />);
    const dialog = document.getElementById('terms') as HTMLDialogElement;
    // jsdom has neither invoker commands nor a top layer: showModal and close are the browser's part.
    dialog.showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    dialog.close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    ensureInvokerCommands(document);
    await userEvent.click(screen.getByRole('button', { name: 'Terms of Use' }));
    expect(dialog.showModal).toHaveBeenCalledOnce();
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('dialog', { name: 'Terms of Use' })).toBeVisible();
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.close).toHaveBeenCalledOnce();
    expect(dialog).not.toHaveAttribute('open');
  });
});
