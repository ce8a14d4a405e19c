import { VisuallyHidden } from '../../theme/visually-hidden';
import { Letter, Root, Word } from './loading-indicator.styles';

export interface LoadingIndicatorProps {
  /** The word spelled by the animated letters, e.g. 'LOADING'. Decorative. */
  word: string;
  /** What screen readers hear, e.g. 'Loading news'. */
  label: string;
  /** Class of the status element. */
  className?: string;
}

/** A status message whose visible word waves letter by letter (still under reduced motion). */
export function LoadingIndicator({ word, label, className }: LoadingIndicatorProps) {
  // Array.from splits by code point, so Hangul and emoji stay whole.
  const letters = Array.from(word);
  return (
    <Root role="status" className={className}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Word aria-hidden="true">
        {letters.map((letter, index) => (
          <Letter key={index} $index={index}>
            {letter === ' ' ? '\u00a0' : letter}
          </Letter>
        ))}
      </Word>
    </Root>
  );
}
