import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@inphr/content';
import type { LanguageResources } from '@inphr/i18n';
import type { PublicConfig } from '@inphr/api';

/** What the server embeds for the browser: language, its texts for this page, query data, config. */
export interface PageState {
  lang: Language;
  resources: LanguageResources;
  dehydrated: DehydratedState;
  config: PublicConfig;
  /** The server could not render the page and sent the error page (the browser shows the same). */
  failed?: true;
}

/** JSON safe to place inside a <script type="application/json"> element. */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
