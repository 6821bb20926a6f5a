import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_SECTION, pathOfRoute, routeOfPath, type MyRoute } from '#src/shared/my-paths.ts';

/**
 * The route the one mounted app shows: read from the address, changed with history.pushState (no
 * reload), and followed back and forward. Every address also loads directly (the page knows them).
 */
export function useMyRoute(initialPath: string): [MyRoute, (route: MyRoute) => void] {
  const [route, setRoute] = useState<MyRoute>(() => routeOfPath(initialPath) ?? { section: DEFAULT_SECTION });

  useEffect(() => {
    // The page answers /my with /my/suppliers already; this keeps the address right if it did not.
    if (location.pathname !== pathOfRoute(route)) history.replaceState(null, '', pathOfRoute(route));
    const follow = () => setRoute(routeOfPath(location.pathname) ?? { section: DEFAULT_SECTION });
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
    // Only once: later changes come from navigate or popstate.
  }, []);

  const navigate = useCallback((next: MyRoute) => {
    const path = pathOfRoute(next);
    if (path !== location.pathname) history.pushState(null, '', path);
    setRoute(next);
    scrollTo({ top: 0 });
  }, []);

  return [route, navigate];
}
