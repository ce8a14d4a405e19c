import styled from 'styled-components';

const Svg = styled.svg`
  display: block;
  height: 28px;
  width: auto;
`;

/** The inPHR word mark (decorative: the surrounding link carries the name). */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Svg viewBox="0 0 120 32" width="105" height="28" aria-hidden="true" focusable="false">
      <rect x="0" y="4" width="24" height="24" rx="6" fill={inverse ? '#ffffff' : '#0b5cad'} />
      <path d="M7 16h10M12 11v10" stroke={inverse ? '#0b5cad' : '#ffffff'} strokeWidth="3" strokeLinecap="round" />
      <text x="30" y="24" fontFamily="system-ui, sans-serif" fontSize="20" fontWeight="700" fill={inverse ? '#ffffff' : '#1d2733'}>
        {'inPHR'}
      </text>
    </Svg>
  );
}
