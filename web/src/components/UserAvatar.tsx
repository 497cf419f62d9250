import { Avatar } from '@mantine/core';

/** The API's own avatar: an SVG of the initials, which an <img> draws with the device's fonts only. */
const INITIALS_IMAGE = /\/v1\/avatars\/[^/?#]+\.svg$/;

/**
 * The user's initials, drawn by the page in its own fonts (the bundled Noto Sans Ethiopic among them): the
 * API's initials image, drawn with the device's fonts, showed Ethiopic initials as empty boxes on a device
 * without an Ethiopic font. A picture of another kind is shown as it is.
 */
export function UserAvatar({ name, src, size = 'md' }: { name: string; src?: string | undefined; size?: 'sm' | 'md' | 'lg' }) {
  const picture = src && !INITIALS_IMAGE.test(src) ? src : undefined;
  return <Avatar src={picture} name={name} alt="" color="initials" size={size} />;
}
