import type pillTexts from '@inphr/i18n/locales/ko/svc-pill.json';
import { CardSection } from '../../../components/card-list';
import { TitledSection } from '../../../components/page-section';
import { FlowDiagram } from '../diagrams';
import { Muted } from '../section-styles';
import type { ServiceSections } from '../service-sections';
import { useServiceTexts } from '../service-texts';

/** How pill box, app, pharmacy and hospital are linked; four partners; three expected effects. */
function PillSections() {
  const text = useServiceTexts<typeof pillTexts>('pill');
  const flow = text('function');
  const { labels } = flow;
  const partners = text('partners');
  const effects = text('effects');
  return (
    <>
      <TitledSection id="pill-function" heading={flow.heading} testId="pill-function" kept>
        <Muted>{flow.text}</Muted>
        <FlowDiagram
          alt={flow.alt}
          nodes={[
            { x: 130, y: 80, w: 200, label: labels.hospital, fill: '#0f7f86' },
            { x: 630, y: 80, w: 200, label: labels.pharmacy, fill: '#0f7f86' },
            { x: 380, y: 200, w: 220, label: labels.tracking, fill: '#14202e' },
            { x: 130, y: 320, w: 200, label: labels.pillbox, fill: '#0b5cad' },
            { x: 630, y: 320, w: 200, label: labels.app, fill: '#0b5cad' },
          ]}
          arrows={[
            { d: 'M232 80 L526 80' },
            { d: 'M630 114 L630 286' },
            { d: 'M526 320 L234 320', label: labels.alarm, lx: 380, ly: 306 },
            { d: 'M200 288 L320 232' },
            { d: 'M560 288 L440 232' },
            { d: 'M200 112 L320 168' },
          ]}
        />
      </TitledSection>
      <CardSection
        id="pill-partners"
        testId="pill-partners"
        list={{ heading: partners.heading, items: partners.items.map((p) => ({ title: p.name, text: p.text })) }}
        min="220px"
      />
      <CardSection id="pill-effects" testId="pill-effects" list={effects} />
    </>
  );
}

export const pill: ServiceSections = { Sections: PillSections };
