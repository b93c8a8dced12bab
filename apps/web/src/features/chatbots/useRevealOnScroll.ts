import { useEffect, useRef } from 'react';

/**
 * Infinite scroll that reveals one batch per scroll ("6 more per scroll"): `onReveal`
 * runs when the returned sentinel is in view and the user has scrolled since the last batch. A
 * screen tall enough to show the sentinel at once therefore does not load everything by itself;
 * the list's 'Afficher plus' button serves it and keyboard users.
 */
export function useRevealOnScroll<T extends HTMLElement>(hasMore: boolean, onReveal: () => void) {
  const sentinel = useRef<T | null>(null);
  const callback = useRef(onReveal);
  useEffect(() => {
    callback.current = onReveal;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!hasMore || !element || typeof IntersectionObserver === 'undefined') return;
    let inView = false;
    let scrolled = false;
    const reveal = () => {
      if (!inView || !scrolled) return;
      scrolled = false;
      callback.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        inView = entries.some((entry) => entry.isIntersecting);
        reveal();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    // Only scrolling of the page (or a container holding the list) counts, not of a dropdown.
    const onScroll = (event: Event) => {
      const target = event.target;
      if (target !== document && !(target instanceof Node && target.contains(element))) return;
      scrolled = true;
      reveal();
    };
    observer.observe(element);
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [hasMore]);

  return sentinel;
}
