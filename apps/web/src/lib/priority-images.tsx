import { createContext, useContext } from 'react';

/**
 * The images a page cannot show its largest content without (its hero), as a server render finds
 * them: the server preloads them from the head, ahead of the scripts, so a phone fetches the
 * picture first instead of behind the page's modules. Only the server provides a list.
 */
const PriorityImagesContext = createContext<string[] | null>(null);

export const PriorityImagesCollector = PriorityImagesContext.Provider;

/** Notes `url` as a priority image of this render (a no-op in the browser). */
export function usePriorityImage(url: string | undefined): void {
  const collected = useContext(PriorityImagesContext);
  if (collected && url && !collected.includes(url)) collected.push(url);
}
