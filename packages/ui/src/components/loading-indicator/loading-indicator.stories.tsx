import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { storyText } from '../../stories/story-text';
import { LoadingIndicator } from './loading-indicator';

const meta = {
  title: 'UI/LoadingIndicator',
  component: LoadingIndicator,
  ...localized(LoadingIndicator, (t) => ({ word: t.site.common.loading.word, label: t.own.loadingNews })),
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A Hangul word waves letter by letter too, whatever the toolbar language. */
export const Korean: Story = localized(LoadingIndicator, () => ({ word: storyText('ko').own.loadingWord, label: storyText('ko').own.loadingShort }));
/** Kana and kanji, whatever the toolbar language. */
export const Japanese: Story = localized(LoadingIndicator, () => ({ word: storyText('ja').own.loadingWord, label: storyText('ja').own.loadingShort }));
