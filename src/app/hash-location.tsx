// preact-iso has no hash mode; its Router only reads its location context, so the app feeds that
// context from the hash (navigation.ts's currentUrl).
import { useMemo } from 'react';
import { LocationProvider } from 'preact-iso/router';
import type { ComponentChildren } from 'preact';
import { currentUrl, navigate, redirect, splitUrl } from './navigation';
import { useSignalValue } from '../ui/useSignalValue';

/** preact-iso's location context, which its Router and useLocation read. */
export const LocationContext = (LocationProvider as unknown as { ctx: { Provider: preact.Provider<unknown> } }).ctx
  .Provider;

/** The router's location, read from the hash. */
export function HashLocation({ children }: { children: ComponentChildren }) {
  const url = useSignalValue(currentUrl);
  const value = useMemo(() => {
    const { path, query } = splitUrl(url);
    return {
      url,
      path,
      query,
      route: (to: string, replace?: boolean) => (replace ? redirect(to) : navigate(to)),
      back: () => history.back(),
      forward: () => history.forward(),
      wasPush: true,
    };
  }, [url]);
  return <LocationContext value={value}>{children}</LocationContext>;
}
