import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollToTopButton } from './scroll-to-top';

const meta = {
  title: 'UI/ScrollToTopButton',
  component: ScrollToTopButton,
  args: { label: 'Back to top' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScrollToTopButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OnALongPage: Story = {
  render: (args) => (
    <>
      <div id="top" style={{ padding: '1rem' }}>
        {Array.from({ length: 40 }, (_, index) => (
          <p key={index}>Paragraph {index + 1}: scroll down and use the button.</p>
        ))}
      </div>
      <ScrollToTopButton {...args} />
    </>
  ),
};
