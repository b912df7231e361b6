import { VisuallyHidden } from '@mantine/core';
import classes from './hero.module.css';
import { useTypewriter } from './use-typewriter';

/**
 * The rotating typed word of the hero. The moving text is hidden from assistive technology, which
 * hears the whole list once instead of a stream of single letters.
 */
export function Typewriter({ words }: { words: readonly string[] }) {
  const typed = useTypewriter(words);
  return (
    <>
      <span className={classes.typed} aria-hidden="true" data-testid="typewriter">
        {typed}
        <span className={classes.caret} />
      </span>
      <VisuallyHidden>{words.join(', ')}</VisuallyHidden>
    </>
  );
}
