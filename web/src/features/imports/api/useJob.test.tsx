import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useJob } from './useJob';

describe('polling a job', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the job again while the server moves it, and stops once it settles', async () => {
    const statuses = ['mapping', 'validating', 'validated'];
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      const status = statuses[Math.min(calls++, statuses.length - 1)];
      return new Response(JSON.stringify({ data: { id: 'j1', status } }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useJob('j1'), { wrapper });
    await waitFor(() => expect(result.current.data?.status).toBe('validated'), { timeout: 5_000 });
    expect(calls).toBe(3);
    // Settled: no further reads.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(calls).toBe(3);
    client.clear();
  });
});
