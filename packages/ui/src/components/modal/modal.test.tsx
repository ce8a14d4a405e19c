import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { expectNoAxeViolations } from '../../test/render';
import { Modal } from './modal';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Terms of Use
      </button>
      <Modal
        open={open}
        title="Terms of Use"
        closeLabel="Close"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">Agree</button>}
      >
        <p>Article 1 (Purpose)</p>
        <a href="#article-2">Article 2</a>
      </Modal>
    </>
  );
}

async function openModal(onClose?: () => void) {
  const utils = render(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Terms of Use' });
  await userEvent.click(opener);
  return { ...utils, opener, dialog: screen.getByRole('dialog', { name: 'Terms of Use' }) };
}

describe('Modal', () => {
  it('renders nothing while closed and nothing on the server', () => {
    render(
      <Modal open={false} title="Terms" closeLabel="Close" onClose={() => {}}>
        Body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const html = renderToString(
      <Modal open title="Terms" closeLabel="Close" onClose={() => {}}>
        Body
      </Modal>,
    );
    expect(html).toBe('');
  });

  it('opens a labelled modal dialog in document.body and moves focus into it', async () => {
    const { dialog, container } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Terms of Use' })).toBeInTheDocument();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    expect(close.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { dialog } = await openModal();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const agree = within(dialog).getByRole('button', { name: 'Agree' });
    await userEvent.tab(); // scrollable content
    await userEvent.tab(); // link
    expect(within(dialog).getByRole('link', { name: 'Article 2' })).toHaveFocus();
    await userEvent.tab();
    expect(agree).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(agree).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener, unlocking the scroll', async () => {
    const onClose = vi.fn();
    const { opener } = await openModal(onClose);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on an overlay click and the close control, not on a click inside', async () => {
    const onClose = vi.fn();
    const { dialog } = await openModal(onClose);
    await userEvent.click(within(dialog).getByText('Article 1 (Purpose)'));
    expect(onClose).not.toHaveBeenCalled();
    const overlay = dialog.parentElement!;
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    expect(onClose).toHaveBeenCalledOnce();

    await userEvent.click(screen.getByRole('button', { name: 'Terms of Use' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has no axe violations when open', async () => {
    await openModal();
    await expectNoAxeViolations(document.body);
  });
});
