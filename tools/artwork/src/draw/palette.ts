import type { Language } from '@inphr/content';
/** The artwork's fonts and colours (the site's palette, packages/ui theme, plus tints and skin and hair tones). */

/**
 * The text of a picture in its language: that language's system face first (macOS/iOS, Android and
 * Linux, Windows), whose Latin letters suit a picture too. One face for all of a picture's text is
 * what a browser lays out fastest: a Latin-only face first (`system-ui` on Android and Linux) sends
 * every run of Hangul or Kana through the system's fallback search (measured in Chromium: a home
 * page's pictures laid out in about half the time).
 */
export const FONTS: Record<Language, string> = {
  ko: "'Apple SD Gothic Neo', 'Noto Sans CJK KR', 'Noto Sans KR', 'Malgun Gothic', sans-serif",
  ja: "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans CJK JP', 'Noto Sans JP', 'Yu Gothic', Meiryo, sans-serif",
  en: "-apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
};

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
