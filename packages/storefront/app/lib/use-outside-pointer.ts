import { type RefObject, useEffect } from "react";

/** While `open`, a click or tap anywhere outside `area` calls `close` (a combobox's list, a popover). */
export function useOutsidePointer(open: boolean, area: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (area.current && !area.current.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open, area, close]);
}
