import styled from 'styled-components';

const Svg = styled.svg`
  display: block;
  height: 28px;
  width: auto;
`;

/**
 * "inPHR" drawn as outlines (Noto Sans CJK KR Bold, SIL OFL, 20 px on the baseline y = 24 from
 * x = 30): the same letters on every system, and no text for the browser to shape and lay out.
 */
const WORD =
  'M31.6 24L34.5 24L34.5 12.8L31.6 12.8ZM33.1 11C34.1 11 34.8 10.4 34.8 9.4C34.8 8.4 34.1 7.8 33.1 7.8C32 7.8 31.4 8.4 31.4 9.4C31.4 10.4 32 11 33.1 11ZM37.7 24L40.6 24L40.6 16.3C41.4 15.5 42 15 42.9 15C44 15 44.5 15.6 44.5 17.4L44.5 24L47.4 24L47.4 17C47.4 14.2 46.4 12.5 44 12.5C42.5 12.5 41.3 13.3 40.3 14.3L40.3 14.3L40.1 12.8L37.7 12.8ZM50.7 24L53.7 24L53.7 18.7L55.7 18.7C58.8 18.7 61.4 17.2 61.4 13.8C61.4 10.3 58.9 9.2 55.6 9.2L50.7 9.2ZM53.7 16.4L53.7 11.5L55.4 11.5C57.4 11.5 58.5 12.1 58.5 13.8C58.5 15.5 57.5 16.4 55.5 16.4ZM64.1 24L67 24L67 17.6L72.6 17.6L72.6 24L75.6 24L75.6 9.2L72.6 9.2L72.6 15L67 15L67 9.2L64.1 9.2ZM82.2 16.1L82.2 11.5L84.1 11.5C86 11.5 87 12.1 87 13.7C87 15.3 86 16.1 84.1 16.1ZM87.3 24L90.6 24L87.1 17.9C88.8 17.3 89.9 15.9 89.9 13.7C89.9 10.3 87.5 9.2 84.3 9.2L79.2 9.2L79.2 24L82.2 24L82.2 18.4L84.2 18.4Z';

/** The inPHR word mark (decorative: the surrounding link carries the name). */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Svg viewBox="0 0 92 32" width="80.5" height="28" aria-hidden="true" focusable="false">
      <rect x="0" y="4" width="24" height="24" rx="6" fill={inverse ? '#ffffff' : '#0b5cad'} />
      <path d="M7 16h10M12 11v10" stroke={inverse ? '#0b5cad' : '#ffffff'} strokeWidth="3" strokeLinecap="round" />
      <path fill={inverse ? '#ffffff' : '#1d2733'} d={WORD} />
    </Svg>
  );
}
