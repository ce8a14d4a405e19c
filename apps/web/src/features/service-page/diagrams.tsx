import styled from 'styled-components';
import { theme } from '@inphr/ui';

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 760px;
  height: auto;
  margin: 0 auto;
  text {
    font-family: ${theme.fonts.body};
  }
`;

export interface DiagramNode {
  x: number;
  y: number;
  w: number;
  label: string;
  fill: string;
}

export interface DiagramArrow {
  /** The arrow's path. */
  d: string;
  label?: string;
  lx?: number;
  ly?: number;
}

/** A rounded box with a centred label that shrinks to fit CJK and Latin alike. */
function Node({ x, y, w, label, fill }: DiagramNode) {
  const fontSize = Math.min(
    18,
    Math.floor(
      (w - 24) /
        Math.max(
          4,
          [...label].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e80 ? 1 : 0.58), 0),
        ),
    ),
  );
  return (
    <g>
      <rect x={x - w / 2} y={y - 30} width={w} height={60} rx={14} fill={fill} />
      <text x={x} y={y + fontSize * 0.35} textAnchor="middle" fontSize={fontSize} fontWeight={700} fill="#ffffff">
        {label}
      </text>
    </g>
  );
}

function Arrow({ d, label, lx, ly }: DiagramArrow) {
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

/** A 760 × 400 diagram of labelled boxes joined by arrows, drawn in the page's language. */
export function FlowDiagram({ alt, nodes, arrows }: { alt: string; nodes: readonly DiagramNode[]; arrows: readonly DiagramArrow[] }) {
  return (
    <Svg viewBox="0 0 760 400" role="img" aria-label={alt}>
      <Defs />
      {nodes.map((node) => (
        <Node key={node.label} {...node} />
      ))}
      {arrows.map((arrow) => (
        <Arrow key={arrow.d} {...arrow} />
      ))}
    </Svg>
  );
}
