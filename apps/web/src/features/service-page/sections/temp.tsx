import styled from 'styled-components';
import type tempTexts from '@inphr/i18n/locales/ko/svc-temp.json';
import { SERVICE_EXTRA_IMAGES } from '@inphr/i18n';
import { theme } from '@inphr/ui';
import { Carousel } from '../../../components/carousel';
import { TitledSection } from '../../../components/page-section';
import { ManagedImage } from '../../../components/pictures/managed-image';
import { Muted, Split } from '../section-styles';
import type { ServiceSections } from '../service-sections';
import { useServiceTexts } from '../service-texts';

/** The temperature page's profile strip: six visible, step 1, a continuous loop every 4000 ms (docs/spec.md, "Constants"). */
export const TEMP_STRIP = { slidesPerView: 6, speedMs: 4000 } as const;

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  img {
    width: 100%;
    height: auto;
    border-radius: ${theme.radii.lg};
  }
`;
const Profile = styled.figure`
  margin: 0;
  text-align: center;
  img {
    width: 100%;
    max-width: 120px;
    height: auto;
    border-radius: 50%;
  }
  figcaption {
    font-size: ${theme.fontSizes.sm};
  }
  strong {
    display: block;
  }
`;

/** The chatbot with its stack of screens, then the people behind it on a moving strip. */
function TempSections() {
  const text = useServiceTexts<typeof tempTexts>('temp');
  const chatbot = text('chatbot');
  const profiles = text('profiles');
  const alts = text('images').alts;
  return (
    <>
      <TitledSection id="temp-chatbot" heading={chatbot.heading} testId="temp-stack" kept>
        <Muted>{chatbot.text}</Muted>
        <Stack>
          {SERVICE_EXTRA_IMAGES.temp.stack.map((image, i) => (
            <ManagedImage key={image.pattern} image={image} alt={alts[i] ?? ''} />
          ))}
        </Stack>
      </TitledSection>
      <TitledSection id="temp-profiles" heading={profiles.heading} testId="temp-profiles">
        <Split>
          <ManagedImage image={SERVICE_EXTRA_IMAGES.temp.lead} alt={profiles.leadAlt} />
          <Muted>{profiles.text}</Muted>
        </Split>
        <Carousel
          variant="strip"
          label={profiles.heading}
          slidesPerView={TEMP_STRIP.slidesPerView}
          speedMs={TEMP_STRIP.speedMs}
          autoplayMs={TEMP_STRIP.speedMs}
          slides={profiles.people.map((person, i) => (
            <Profile key={person.name}>
              <ManagedImage image={SERVICE_EXTRA_IMAGES.temp.profiles[i]!} alt="" />
              <figcaption>
                <strong>{person.name}</strong>
                {person.role}
              </figcaption>
            </Profile>
          ))}
        />
      </TitledSection>
    </>
  );
}

export const temp: ServiceSections = { Sections: TempSections };
