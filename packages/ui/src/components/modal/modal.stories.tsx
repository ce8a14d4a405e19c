import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { Modal, type ModalProps } from './modal';

const terms = (
  <dl>
    {Array.from({ length: 24 }, (_, index) => (
      <div key={index}>
        <dt>
          <strong>Article {index + 1}</strong>
        </dt>
        <dd>
          These terms govern the use of the service. This paragraph stands in for the article text so the content
          area has to scroll.
        </dd>
      </div>
    ))}
  </dl>
);

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Terms of Use',
    closeLabel: 'Close',
    onClose: () => {},
    children: <p>Short content.</p>,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const LongScrollingContent: Story = { args: { children: terms, size: 'lg' } };

export const Small: Story = { args: { size: 'sm', title: 'Error', closeLabel: '닫기', children: <p>Error</p> } };

export const WithFooter: Story = {
  args: {
    footer: (
      <Button variant="primary" onClick={() => {}}>
        OK
      </Button>
    ),
  },
};

function InteractiveModal(args: ModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open terms</Button>
      <Modal {...args} open={open} onClose={() => setOpen(false)}>
        {terms}
      </Modal>
    </>
  );
}

export const Interactive: Story = {
  render: (args) => <InteractiveModal {...args} />,
};
