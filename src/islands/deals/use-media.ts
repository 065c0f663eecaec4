import { useEffect, useState } from 'react';

/**
 * Whether a media query matches, following changes. False while the build renders and React
 * hydrates (the build knows no screen), true or false right after.
 */
export function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
