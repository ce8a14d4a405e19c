import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@inphr/ui';

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 760px;
  height: auto;
  margin: 0 auto;
  text { font-family: ${theme.fonts.body}; }
`;

interface NodeProps {
  x: number;
  y: number;
  w: number;
  label: string;
  fill: string;
  color?: string;
}

/** A rounded box with a centred label that shrinks to fit CJK and Latin alike. */
function Node({ x, y, w, label, fill, color = '#ffffff' }: NodeProps) {
  const fontSize = Math.min(18, Math.floor((w - 24) / Math.max(4, [...label].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e80 ? 1 : 0.58), 0))));
  return (
    <g>
      <rect x={x - w / 2} y={y - 30} width={w} height={60} rx={14} fill={fill} />
      <text x={x} y={y + fontSize * 0.35} textAnchor="middle" fontSize={fontSize} fontWeight={700} fill={color}>
        {label}
      </text>
    </g>
  );
}

function Arrow({ d, label, lx, ly }: { d: string; label?: string; lx?: number; ly?: number }) {
  return (
    <g>
      <path d={d} fill="none" stroke="#8794a3" strokeWidth={3} markerEnd="url(#arrow)" />
      {label && (
        <text x={lx} y={ly} textAnchor="middle" fontSize={15} fill="#4a5563">
          {label}
        </text>
      )}
    </g>
  );
}

function Defs() {
  return (
    <defs>
      <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
        <path d="M0 0L10 5L0 10z" fill="#8794a3" />
      </marker>
    </defs>
  );
}

/** inPHR IBD: patient, app, wearable, clinician dashboard and feedback (SPEC §2 'ibd'). */
export function IbdDiagram() {
  const { t } = useTranslation('svc-ibd');
  const l = (key: string) => t(`diagram.labels.${key}`);
  return (
    <Svg viewBox="0 0 760 400" role="img" aria-label={t('diagram.alt')}>
      <Defs />
      <Node x={130} y={80} w={200} label={l('patient')} fill="#0f7f86" />
      <Node x={130} y={320} w={200} label={l('wearable')} fill="#4a5563" />
      <Node x={380} y={200} w={220} label={l('app')} fill="#0b5cad" />
      <Node x={630} y={80} w={200} label={l('clinician')} fill="#0f7f86" />
      <Node x={630} y={320} w={200} label={l('dashboard')} fill="#14202e" />
      <Arrow d="M170 112 L320 168" />
      <Arrow d="M170 288 L320 232" />
      <Arrow d="M490 200 C560 200 600 240 620 286" label={l('records')} lx={600} ly={200} />
      <Arrow d="M630 286 L630 114" />
      <Arrow d="M530 70 C400 20 260 30 232 64" label={l('feedback')} lx={380} ly={34} />
    </Svg>
  );
}

/** inPHR PILL: pill box, app, pharmacy, hospital, dose alarm and distribution tracking (SPEC §2 'pill'). */
export function PillDiagram() {
  const { t } = useTranslation('svc-pill');
  const l = (key: string) => t(`function.labels.${key}`);
  return (
    <Svg viewBox="0 0 760 400" role="img" aria-label={t('function.alt')}>
      <Defs />
      <Node x={130} y={80} w={200} label={l('hospital')} fill="#0f7f86" />
      <Node x={630} y={80} w={200} label={l('pharmacy')} fill="#0f7f86" />
      <Node x={380} y={200} w={220} label={l('tracking')} fill="#14202e" />
      <Node x={130} y={320} w={200} label={l('pillbox')} fill="#0b5cad" />
      <Node x={630} y={320} w={200} label={l('app')} fill="#0b5cad" />
      <Arrow d="M232 80 L526 80" />
      <Arrow d="M630 114 L630 286" />
      <Arrow d="M526 320 L234 320" label={l('alarm')} lx={380} ly={306} />
      <Arrow d="M200 288 L320 232" />
      <Arrow d="M560 288 L440 232" />
      <Arrow d="M200 112 L320 168" />
    </Svg>
  );
}
