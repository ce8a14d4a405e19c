import type { ServiceSlug } from '@inphr/content';
import { CardSection } from '../../../components/card-list';
import { TitledSection } from '../../../components/page-section';
import { Muted } from '../section-styles';
import type { ListTexts } from '../service-texts';

/** The end of the monitoring pages (mental, smart): a list of cases, then a closing heading and text. */
export function CasesAndEnd({ slug, casesKey, cases, end }: { slug: ServiceSlug; casesKey: string; cases: ListTexts; end: { heading: string; text: string } }) {
  return (
    <>
      <CardSection id={`${slug}-${casesKey}`} testId={`${slug}-cases`} list={cases} />
      <TitledSection id={`${slug}-end`} heading={end.heading} testId={`${slug}-end`} kept>
        <Muted>{end.text}</Muted>
      </TitledSection>
    </>
  );
}
