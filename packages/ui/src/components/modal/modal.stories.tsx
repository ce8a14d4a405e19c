import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized, textOf } from '../../stories/localized';
import { fill, storyText, type StoryText } from '../../stories/story-text';
import { Button } from '../button';
import { Modal, type ModalProps } from './modal';
import { NativeModal, showModalCommand } from './native-modal';

const terms = (t: StoryText) => (
  <dl>
    {Array.from({ length: 24 }, (_, index) => (
      <div key={index}>
        <dt>
          <strong>{fill(t.own.article, { n: index + 1 })}</strong>
        </dt>
        <dd>{t.own.articleText}</dd>
      </div>
    ))}
  </dl>
);

const texts = (t: StoryText) => ({
  title: t.site.common.footer.terms,
  closeLabel: t.site.common.modal.close,
  children: <p>{t.own.shortContent}</p>,
});

const meta = {
  title: 'UI/Modal',
  component: Modal,
  ...localized(Modal, texts, { open: true, onClose: () => {} }),
  parameters: {
    docs: {
      description: {
        component:
          'A dialog rendered into `document.body` (nothing on the server or while closed). Focus moves in and is trapped, Escape and a click on the overlay close it, and focus returns to what opened it. Under a scoped `ThemeProvider` the dialog keeps that theme.',
      },
      // In Docs every story would open its dialog over the page at once: show them one by one.
      story: { inline: false, height: '32rem' },
    },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const LongScrollingContent: Story = localized(Modal, (t) => ({ ...texts(t), children: terms(t) }), { size: 'lg' });

/** The site's error notice: an English title with a Korean close button, as the Korean pages show it. */
export const Small: Story = localized(
  Modal,
  (t) => ({ title: t.site.common.modal.error, closeLabel: storyText('ko').site.common.modal.close, children: <p>{t.site.common.modal.error}</p> }),
  { size: 'sm' },
);

export const WithFooter: Story = localized(Modal, (t) => ({
  ...texts(t),
  footer: (
    <Button variant="primary" onClick={() => {}}>
      {t.own.ok}
    </Button>
  ),
}));

function InteractiveModal({ openLabel, ...args }: ModalProps & { openLabel: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{openLabel}</Button>
      <Modal {...args} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

export const Interactive: Story = {
  render: (args, context) => {
    const t = textOf(context);
    return (
      <InteractiveModal {...args} {...texts(t)} openLabel={t.own.openTerms}>
        {terms(t)}
      </InteractiveModal>
    );
  },
};

/**
 * NativeModal: the same dialog as a native `<dialog>` in the page, which its button opens by itself
 * (`showModalCommand(id)`), before the app's scripts run or without them. Used for the footer's policies.
 */
export const Native: Story = {
  render: (_args, context) => {
    const t = textOf(context);
    const id = `native-modal-${context.id}`;
    return (
      <>
        <Button {...showModalCommand(id)}>{t.own.openTerms}</Button>
        <NativeModal id={id} title={t.site.common.footer.terms} closeLabel={t.site.common.modal.close} size="lg">
          {terms(t)}
        </NativeModal>
      </>
    );
  },
  // Shown open: the story presses its button, as a visitor would (the browser opens the dialog).
  play: ({ canvasElement }) => {
    canvasElement.querySelector('button')?.click();
  },
};
