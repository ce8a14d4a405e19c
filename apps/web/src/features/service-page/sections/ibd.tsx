import type ibdTexts from '@inphr/i18n/locales/ko/svc-ibd.json';
import { SERVICE_EXTRA_IMAGES } from '@inphr/i18n';
import { CardSection } from '../../../components/card-list';
import { ChipList, TitledSection } from '../../../components/page-section';
import { FlowDiagram } from '../diagrams';
import { Muted } from '../section-styles';
import type { ServiceSections } from '../service-sections';
import { useServiceTexts } from '../service-texts';

/** How patient, app, wearable and clinician are linked; the six lifestyle records; five differences. */
function IbdSections() {
  const text = useServiceTexts<typeof ibdTexts>('ibd');
  const diagram = text('diagram');
  const { labels } = diagram;
  const lifestyle = text('lifestyle');
  const differences = text('differences');
  return (
    <>
      <TitledSection id="ibd-diagram" heading={diagram.heading} testId="ibd-diagram" kept>
        <Muted>{diagram.text}</Muted>
        <FlowDiagram
          alt={diagram.alt}
          nodes={[
            { x: 130, y: 80, w: 200, label: labels.patient, fill: '#0f7f86' },
            { x: 130, y: 320, w: 200, label: labels.wearable, fill: '#4a5563' },
            { x: 380, y: 200, w: 220, label: labels.app, fill: '#0b5cad' },
            { x: 630, y: 80, w: 200, label: labels.clinician, fill: '#0f7f86' },
            { x: 630, y: 320, w: 200, label: labels.dashboard, fill: '#14202e' },
          ]}
          arrows={[
            { d: 'M170 112 L320 168' },
            { d: 'M170 288 L320 232' },
            { d: 'M490 200 C560 200 600 240 620 286', label: labels.records, lx: 600, ly: 200 },
            { d: 'M630 286 L630 114' },
            { d: 'M530 70 C400 20 260 30 232 64', label: labels.feedback, lx: 380, ly: 34 },
          ]}
        />
      </TitledSection>
      <TitledSection id="ibd-lifestyle" heading={lifestyle.heading} testId="ibd-lifestyle" kept>
        <ChipList $spaced>
          {Object.entries(lifestyle.items).map(([key, label]) => (
            <li key={key}>{label}</li>
          ))}
        </ChipList>
        <Muted>{text('languages')}</Muted>
      </TitledSection>
      <CardSection id="ibd-differences" testId="ibd-differences" list={differences} min="200px" />
    </>
  );
}

export const ibd: ServiceSections = { listPictures: SERVICE_EXTRA_IMAGES.ibd.items, Sections: IbdSections };
