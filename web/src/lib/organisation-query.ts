import { useQuery } from '@tanstack/react-query';
import type { Organisation } from '../api/types';
import { api, unwrap } from './api';

/** Where the session's organisation is kept: its settings page writes it back here after a change. */
export const ORGANISATION_KEY = ['organisation'] as const;

/**
 * The session's organisation (GET /v1/organisation), one query every screen shares: its settings page,
 * the currency of packages and allowances, the order categories that need a prescription.
 */
export function useOrganisationQuery<T = Organisation>(select?: (organisation: Organisation) => T) {
  return useQuery({
    queryKey: ORGANISATION_KEY,
    queryFn: () => unwrap(api.GET('/v1/organisation')),
    // Its settings change rarely, and only on its own page, which writes the answer back.
    staleTime: 60_000,
    ...(select ? { select } : {}),
  });
}

const currencyOf = (organisation: Organisation) => organisation.currency;

/** The organisation's currency, which packages and members' allowances are in. */
export const useCurrency = () => useOrganisationQuery(currencyOf);
