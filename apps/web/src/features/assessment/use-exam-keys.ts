import { OPTION_KEYS, type OptionKey } from '@skillpath/contract';
import { useEffect, useRef } from 'react';

interface ExamKeyHandlers {
  onChoose: (option: OptionKey) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** Where typing means text, not a command (none in the exam today, but a browser extension may add one). */
const typingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && target.type !== 'radio'));

/**
 * The exam by keyboard: A–D choose an option, ← Previous, → Save & Next. Left and right arrows on an
 * option mean the same (up and down still move between options, as radio groups do).
 */
export function useExamKeys(enabled: boolean, handlers: ExamKeyHandlers) {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        typingTarget(event.target)
      )
        return;
      const option = event.key.toUpperCase() as OptionKey;
      if (event.key.length === 1 && OPTION_KEYS.includes(option)) ref.current.onChoose(option);
      else if (event.key === 'ArrowLeft') ref.current.onPrevious();
      else if (event.key === 'ArrowRight') ref.current.onNext();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
