import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Carousel } from './carousel';
import { theme } from '../../theme/theme';

const Slide = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.bold};
`;

const Avatar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  border: 2px solid ${theme.colors.border};
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.bold};
`;

const slides = ['App screen 1', 'App screen 2', 'App screen 3'].map((text) => <Slide key={text}>{text}</Slide>);
const people = ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => <Avatar key={name}>{name}</Avatar>);

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: {
    slides,
    label: 'Web screenshots',
    goToLabel: (index: number, count: number) => `Show slide ${index + 1} of ${count}`,
    pauseLabel: 'Pause slideshow',
    playLabel: 'Play slideshow',
  },
  decorators: [(Story) => <div style={{ maxWidth: '40rem', margin: '0 auto' }}><Story /></div>],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slides: Story = {};
export const TwoSlides: Story = { args: { slides: slides.slice(0, 2), label: 'App screenshots' } };
export const Autoplay: Story = { args: { autoplayMs: 5000 } };
export const StartsOnSecondSlide: Story = { args: { initialIndex: 1 } };
export const Strip: Story = {
  args: { slides: people, variant: 'strip', slidesPerView: 6, speedMs: 4000, autoplayMs: 4000, label: 'Our team' },
  decorators: [(Story) => <div style={{ maxWidth: '60rem', margin: '0 auto' }}><Story /></div>],
};
