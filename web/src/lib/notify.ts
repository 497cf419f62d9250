import { notifications } from '@mantine/notifications';
import type { IntlShape } from 'react-intl';

/** A passing message in the corner, its close button named in the user's language. */
export function notify(intl: IntlShape, color: 'green' | 'red', message: string) {
  notifications.show({ color, message, closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.close' }) } });
}
