import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { SAMPLE, fill, storyText, type StoryText } from '../../stories/story-text';
import { Footer } from './footer';

const badge = (text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><circle cx="36" cy="36" r="32" fill="none" stroke="black" stroke-width="4"/><text x="36" y="42" font-size="16" text-anchor="middle">${text}</text></svg>`,
  )}`;

const texts = (t: StoryText) => ({
  label: t.own.siteFooter,
  logo: <strong style={{ fontSize: '1.5rem' }}>{SAMPLE.brand}</strong>,
  companyName: t.own.sampleCompany,
  details: [
    { label: t.own.sampleCeoLabel, value: t.own.sampleCeo },
    { label: t.own.sampleBusinessNumberLabel, value: SAMPLE.businessNumber },
    { label: t.own.sampleEmailLabel, value: SAMPLE.email },
  ],
  addresses: [
    { label: t.own.sampleHeadOffice, value: t.own.sampleHeadOfficeAddress },
    { label: t.own.sampleRnd, value: t.own.sampleRndAddress },
  ],
  policies: [
    { key: 'terms', label: t.site.common.footer.terms, onClick: () => {} },
    { key: 'privacy', label: t.site.common.footer.privacy, onClick: () => {} },
  ],
  policiesLabel: t.site.common.footer.policies,
  certifications: SAMPLE.certifications.map((text) => ({ key: text, src: badge(text), alt: fill(t.own.certified, { name: text }) })),
  certificationsLabel: t.site.common.footer.certifications,
  copyright: t.own.sampleCopyright,
});

const meta = {
  title: 'UI/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  ...localized(Footer, texts),
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Korean company details whatever the toolbar language: Hangul with keep-all line breaking. */
export const Korean: Story = localized(Footer, (t) => {
  const korean = storyText('ko');
  return {
    ...texts(t),
    companyName: korean.own.sampleCompany,
    details: [
      { label: korean.own.sampleCeoLabel, value: korean.own.sampleCeo },
      { label: korean.own.sampleBusinessNumberLabel, value: SAMPLE.businessNumber },
      { label: korean.own.sampleEmailLabel, value: SAMPLE.email },
    ],
    policies: [
      { key: 'terms', label: korean.site.common.footer.terms, onClick: () => {} },
      { key: 'privacy', label: korean.site.common.footer.privacy, onClick: () => {} },
    ],
  };
});

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
