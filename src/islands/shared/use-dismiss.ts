import { useEffect, type RefObject } from 'react';

/**
 * A popover's outside click: while `open`, a pointer pressed anywhere outside `root` calls
 * `close`, and focus stays where the click put it. Escape and focus leaving are each island's
 * own, because what they do with focus differs (a menu button takes it back, a list lets it go).
 */
export function useDismiss(root: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, root, close]);
}
