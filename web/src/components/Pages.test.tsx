import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/Providers';
import { Pages } from './Pages';

describe('Pages', () => {
  it('shows nothing for a single page', () => {
    const { container } = render(
      <Providers>
        <Pages total={1} value={1} onChange={() => {}} />
      </Providers>,
    );
    expect(container.querySelector('button')).toBeNull();
  });

  it('names every control and reports the page chosen', async () => {
    localStorage.setItem('portal.locale', 'en');
    const onChange = vi.fn();
    render(
      <Providers>
        <Pages total={3} value={1} onChange={onChange} />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});
