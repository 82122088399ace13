import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * A disclosure (a menu button and the list it opens): open or closed, closed again by Escape
 * (focus back on its button) or by a click or focus outside `ref`.
 *
 * The document listeners are attached in a layout effect, in the same commit that opens the
 * list. The browser bundle runs on Preact, which runs a plain effect only after the next paint:
 * an Escape pressed right after Enter (a quick keyboard user, or a test) reached a document that
 * had no listener yet, and the list stayed open.
 */
export function useDisclosure(ref: RefObject<HTMLElement | null>): [open: boolean, toggle: () => void] {
  const [open, setOpen] = useState(false);

  useLayoutEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent | FocusEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      ref.current?.querySelector('button')?.focus();
    };
    document.addEventListener('click', closeOutside);
    document.addEventListener('focusin', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('click', closeOutside);
      document.removeEventListener('focusin', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, ref]);

  return [open, () => setOpen((wasOpen) => !wasOpen)];
}
