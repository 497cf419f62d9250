import { useSyncExternalStore } from 'react';
import type { IntlShape } from 'react-intl';

// Mantine's notifications and their container are fetched at the first message, not with the page: no
// screen needs them to paint, and on a phone network every kilobyte before the first paint counts.
const loadNotifications = () => import('@mantine/notifications');

let wanted = false;
const listeners = new Set<() => void>();

/** A passing message in the corner, its close button named in the user's language. */
export function notify(intl: IntlShape, color: 'green' | 'red', message: string) {
  const closeButtonProps = { 'aria-label': intl.formatMessage({ id: 'common.close' }) };
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadNotifications().then(({ notifications }) => notifications.show({ color, message, closeButtonProps }));
}

/** Whether a message has been asked for yet (the container is mounted from then on). */
export function useNotificationsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
}

export const NotificationsContainer = () => loadNotifications().then((module) => ({ default: module.Notifications }));
