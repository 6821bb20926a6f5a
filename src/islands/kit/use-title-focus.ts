import { useEffect, useRef } from 'react';

/** The id of a section screen's title (its h2 or h1, with tabIndex -1). */
export const SCREEN_TITLE_ID = 'ws-screen-title';

/** After a move inside a client-rendered section the new screen's title takes the focus (not on the first load). */
export function useTitleFocusOnMove(screen: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else document.getElementById(SCREEN_TITLE_ID)?.focus();
  }, [screen]);
}
