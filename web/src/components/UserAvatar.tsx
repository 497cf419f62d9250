import { Avatar } from '@mantine/core';

/** The user's picture (the API's avatar: an image of the initials) with the initials as fallback. */
export function UserAvatar({ name, src, size = 'md' }: { name: string; src?: string | undefined; size?: 'sm' | 'md' | 'lg' }) {
  return <Avatar src={src} name={name} alt="" color="initials" size={size} />;
}
