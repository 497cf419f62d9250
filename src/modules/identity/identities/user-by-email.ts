import { AppError } from '../../../lib/app-error.js';

/**
 * The one user an operator's command names by email: of `org` (slug or id) when given. An email that is
 * a user's in several organisations (issue 54) names none until `--org` says which: one line lists them.
 */
export function oneUserByEmail<T extends { org_slug: string }>(found: readonly T[], email: string, org: string | undefined): T {
  if (found.length === 0) throw AppError.notFound(`No user ${org === undefined ? '' : `of ${org} `}has the email "${email}".`);
  if (found.length > 1)
    throw AppError.validation(
      'org',
      'is required',
      `The email "${email}" is a user's in ${found.length} organisations (${found.map((u) => u.org_slug).join(', ')}): add --org <slug>.`,
    );
  return found[0]!;
}
