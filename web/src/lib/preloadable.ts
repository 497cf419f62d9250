import { lazy, type ComponentType } from 'react';

/**
 * A component whose code is fetched on demand, and whose fetching can also be started early with
 * `preload()` (a screen as soon as the session is known, an import's next step once this one shows).
 */
// The constraint is React.lazy's own: any component type.
// biome-ignore lint/suspicious/noExplicitAny: React.lazy accepts any component type
export function preloadable<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  let loading: ReturnType<typeof load> | undefined;
  const start = () => (loading ??= load());
  return Object.assign(lazy(start), { preload: start });
}
