import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { localized } from '../../stories/localized';
import { SAMPLE, fill, type StoryText } from '../../stories/story-text';
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

const slides = (t: StoryText) =>
  [1, 2, 3].map((n) => {
    const text = fill(t.own.appScreen, { n });
    return <Slide key={text}>{text}</Slide>;
  });
const people = SAMPLE.avatars.map((name) => <Avatar key={name}>{name}</Avatar>);

const texts = (t: StoryText) => ({
  slides: slides(t),
  label: t.own.webScreenshots,
  goToLabel: (index: number, count: number) => fill(t.site.common.carousel.goTo, { index: index + 1, count }),
  pauseLabel: t.site.common.carousel.pause,
  playLabel: t.site.common.carousel.play,
});

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  ...localized(Carousel, texts),
  parameters: {
    docs: {
      description: {
        component:
          'Import it from `@inphr/ui/carousel` (Swiper is an optional peer, loaded when the carousel is first used). Autoplay never starts under reduced motion, pauses on hover and focus, and has a visible pause button.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem', margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slides: Story = {};
export const TwoSlides: Story = localized(Carousel, (t) => ({ ...texts(t), slides: slides(t).slice(0, 2), label: t.own.appScreenshots }));
export const Autoplay: Story = { args: { autoplayMs: 5000 } };
export const StartsOnSecondSlide: Story = { args: { initialIndex: 1 } };
export const Strip: Story = {
  ...localized(Carousel, (t) => ({ ...texts(t), slides: people, label: t.own.ourTeam }), {
    variant: 'strip',
    slidesPerView: 6,
    speedMs: 4000,
    autoplayMs: 4000,
  }),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '60rem', margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
};
