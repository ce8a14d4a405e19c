import type { ComponentType } from 'react';
import { DEFAULT_LOCALE, isLocale, storyText, type Locale, type StoryText } from './story-text';

/** The language the Storybook toolbar has chosen. */
export function localeOf(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : DEFAULT_LOCALE;
}

/** The toolbar language's texts, for a story's render or play function. */
export function textOf(context: { globals: Record<string, unknown> }): StoryText {
  return storyText(localeOf(context.globals));
}

/**
 * Story annotations (args, argTypes, render) whose text props follow the language toolbar. The
 * English texts are the args, so Docs and the code snippets show real values; the render puts the
 * chosen language's texts over them. Text controls are off: a text typed there would be replaced.
 * `args` are the story's other args.
 */
export function localized<P extends object>(Component: ComponentType<P>, texts: (t: StoryText) => Partial<P>, args: Partial<P> = {}) {
  const english = texts(storyText(DEFAULT_LOCALE));
  const argTypes = Object.fromEntries(Object.keys(english).map((name) => [name, { control: false as const, table: { category: 'texts (language toolbar)' } }]));
  return {
    args: { ...english, ...args },
    argTypes,
    render: (args: P, context: { globals: Record<string, unknown> }) => <Component {...args} {...texts(textOf(context))} />,
  };
}
