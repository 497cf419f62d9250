import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './UserAvatar';

const draw = (src?: string) =>
  render(
    <MantineProvider>
      <UserAvatar name="ጫላ ዱጋሳ" src={src} />
    </MantineProvider>,
  );

describe('UserAvatar', () => {
  it("draws Ethiopic initials in the page's fonts, not the API's initials image", () => {
    const { container } = draw('http://127.0.0.1:3000/v1/avatars/0d0e0000-0000-4000-8000-00000000f00d.svg');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('ጫዱ')).toBeTruthy();
  });

  it('shows a picture of another kind', () => {
    const { container } = draw('https://example.et/photo.jpg');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.et/photo.jpg');
  });
});
