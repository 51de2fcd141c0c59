// Infinite scroll for a timeline feed: `loadMore` runs when the sentinel at the end of the list is 20 % visible
// (IntersectionObserver, threshold 0.2, spec 02 §9), at most one load at a time.
import { useCallback, useEffect, useRef, useState } from 'react';

/** Infinite scroll loads when the sentinel is 20 % visible (spec 02 §9). */
export const SENTINEL_THRESHOLD = 0.2;

export function useFeedPaging(next: string | null, fetchNext: (cursor: string) => Promise<unknown>) {
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = useCallback(async () => {
    if (!next || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchNext(next);
    } finally {
      setLoadingMore(false);
    }
  }, [next, loadingMore, fetchNext]);

  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !next || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadMore();
      },
      { threshold: SENTINEL_THRESHOLD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [next, loadMore]);

  return { sentinel, loadingMore };
}
