import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** The signed-in member's own allowance, package and department. */
export function useMyBenefits() {
  return useQuery({ queryKey: ['benefits', 'mine'], queryFn: () => unwrap(api.GET('/v1/me/benefits')) });
}
