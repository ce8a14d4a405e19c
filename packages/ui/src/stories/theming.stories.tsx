import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Button, LinkButton } from '../components/button';
import { ServiceCard } from '../components/service-card';
import { Tabs, tabId } from '../components/tabs';
import { TextField } from '../components/text-field';
import { ThemeProvider } from '../theme/theme-provider';
import { createTheme } from '../theme/theme-css';
import { defaultTheme, theme } from '../theme/theme';
import { careTheme } from './care-theme';
import { textOf } from './localized';
import { SAMPLE, fill, type StoryText } from './story-text';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${theme.space.xl};
`;

const Sample = styled.section`
  display: grid;
  gap: ${theme.space.md};
  align-content: start;

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

function Components({ t, id }: { t: StoryText; id: string }) {
  return (
    <>
      <Row>
        <Button variant="primary">{t.site.cooperate.form.submit}</Button>
        <Button variant="secondary">{t.site.cooperate.form.cancel}</Button>
        <LinkButton href="#care" variant="ghost">
          {t.site.home.landing.web.button}
        </LinkButton>
      </Row>
      <Tabs
        label={t.own.faqCategories}
        tabs={[
          { id: 'all', label: t.site.faq.tabs.all },
          { id: 'login', label: t.own.tabLogin },
        ]}
        selectedId="all"
        onChange={() => {}}
        panelId={`${id}-panel`}
      />
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(`${id}-panel`, 'all')}>
        {fill(t.own.questionsIn, { label: t.site.faq.tabs.all })}
      </div>
      <TextField id={`${id}-name`} label={t.site.cooperate.form.name} value="" onChange={() => {}} error={t.own.requiredError} />
      <ServiceCard title={t.own.careTitle} intro={t.own.careIntro} bullets={t.own.careBullets} href="#care" headingLevel={3} />
    </>
  );
}

/**
 * The same components under inPHR's theme and under a sister site's (ThemeProvider with a typed
 * partial theme): only CSS variables change. The play function checks the computed colours.
 */
const meta = {
  title: 'Theme/Sister site',
  render: (_args, context) => {
    const t = textOf(context);
    return (
      <Columns>
        {/* Every token set to inPHR's value, whatever the theme toolbar says. */}
        <ThemeProvider theme={defaultTheme}>
          <Sample aria-labelledby="default-theme">
            <h2 id="default-theme">{SAMPLE.brand}</h2>
            <Components t={t} id="default" />
          </Sample>
        </ThemeProvider>
        <ThemeProvider theme={careTheme}>
          <Sample aria-labelledby="care-theme" data-testid="care">
            <h2 id="care-theme">{t.site.care.headline}</h2>
            <Components t={t} id="care" />
          </Sample>
        </ThemeProvider>
      </Columns>
    );
  },
  play: async ({ canvasElement }) => {
    const care = within(within(canvasElement).getByTestId('care'));
    const [button] = care.getAllByRole('button');
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
    await expect(getComputedStyle(button!).backgroundColor).toBe(rgb(createTheme(careTheme).colors.primary));
    await expect(getComputedStyle(button!).borderTopLeftRadius).toBe(createTheme(careTheme).radii.pill);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SideBySide: Story = {};
