import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec 000 §2: scrolling to a section of the page named by the URL hash waits this long. */
const SECTION_SCROLL_DELAY_MS = 100;

/** Scrolls to the element named by the URL hash after each navigation, once the page has rendered. */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a click on the same anchor again is a new navigation (new key) and scrolls again
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
    }, SECTION_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, key]);
}
