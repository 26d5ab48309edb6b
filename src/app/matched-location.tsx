// A page of the route table reads the location the router matched for it: while the next page's
// chunk loads, the router keeps the page on screen, and the location is already the next page's,
// whose query the page would act on (load another record, fail a check and redirect the partner).
import { useMemo } from 'react';
import { useLocation } from 'preact-iso/router';
import { LocationContext } from './hash-location';
import type { PageComponent, RouteDef } from './landing-routes';
import { withQuery } from './navigation';

interface Matched {
  path: string;
  query: Record<string, string>;
}

/** `Page` under the location the router gives it in its props (`path`, `query`). */
export function onMatchedLocation(Page: PageComponent): PageComponent {
  return (props: Matched) => {
    const location = useLocation();
    const { path, query } = props;
    const value = useMemo(() => ({ ...location, path, query, url: withQuery(path, query) }), [location, path, query]);
    return (
      <LocationContext value={value}>
        <Page {...props} />
      </LocationContext>
    );
  };
}

/** `route` whose page reads the location matched for it. */
export const withMatchedLocation = (route: RouteDef): RouteDef => ({
  ...route,
  load: () => route.load().then((m) => ({ default: onMatchedLocation(m.default) })),
});
