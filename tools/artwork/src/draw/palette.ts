/** The artwork's fonts and colours (the site's palette, packages/ui theme, plus tints and skin and hair tones). */

export const FONT = "system-ui, -apple-system, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Hiragino Sans', 'Noto Sans JP', sans-serif";

export const C = {
  primary: '#0b5cad',
  primaryDark: '#084a8c',
  teal: '#0f7f86',
  light: '#eef4fb',
  dark: '#1d2733',
  muted: '#4a5563',
  white: '#ffffff',
  orange: '#f2a541',
  red: '#e86a5c',
  line: '#d9e3ee',
  soft: '#f5f8fc',
  tintBlue: '#dbe8f6',
  tintTeal: '#d3ecec',
  tintOrange: '#fcebd0',
  tintRed: '#f9dcd8',
  green: '#2f9e6e',
  tintGreen: '#d8f0e4',
  frame: '#1d2733',
  skin: ['#f6d3b3', '#e8b48c', '#c98e62', '#a8704a', '#7a4e33', '#f1c7a0'] as const,
  hair: ['#2b2b33', '#5a3a24', '#1f1a17', '#a0522d', '#3d2b1f', '#d9a441'] as const,
};
