import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, LinkButton } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Submit' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'More' } };
export const Large: Story = { args: { size: 'lg', children: 'Visit website' } };
export const Disabled: Story = { args: { disabled: true, children: 'Sending…' } };
export const AsLink: Story = {
  render: () => (
    <LinkButton href="https://example.com" target="_blank" rel="noopener noreferrer">
      Visit website
    </LinkButton>
  ),
};
