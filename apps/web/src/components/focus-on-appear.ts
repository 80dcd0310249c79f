import { useEffect, type RefObject } from 'react';

/**
 * Moves focus to an element that tells of a problem when it appears, and again when its message
 * changes, and scrolls it into view: the person, and their screen reader, are where the problem is
 * told. The element needs tabIndex={-1}. `focus` false leaves focus where it is (it went to a field
 * in error).
 */
export function useFocusOnAppear(ref: RefObject<HTMLElement | null>, message: string | null, focus = true) {
  useEffect(() => {
    const element = ref.current;
    if (!focus || !element) return;
    element.focus({ preventScroll: true });
    // Scrolled to on its own: this also wins over the scroll to the top of a page just opened.
    element.scrollIntoView({ block: 'center' });
  }, [ref, message, focus]);
}
