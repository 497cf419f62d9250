import { AppError } from '../../lib/app-error.js';
import { cleanText } from '../../lib/text.js';
import { isUuid } from '../../lib/uuid.js';
import type { AuthContext } from '../accounts/auth-context.js';
import type { MemberRow, MembersRepository } from './repository.js';

export interface MemberListQuery {
  page: number;
  page_size: number;
  q?: string | undefined;
  department?: string | undefined;
  status?: 'active' | 'inactive' | undefined;
  import_job_id?: string | undefined;
}

function toMember(row: MemberRow) {
  return {
    ...row,
    gender: row.gender as 'female' | 'male' | 'other' | null,
    status: row.status as 'active' | 'inactive',
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Reading the organisation's members: a page with search and filters, or one member. */
export class MembersService {
  constructor(private readonly members: MembersRepository) {}

  async list(auth: AuthContext, query: MemberListQuery) {
    // Searched as it would be stored: the same cleaning as an imported cell; blank is no search.
    const q = query.q === undefined ? undefined : cleanText(query.q) || undefined;
    const { items, total } = await this.members.page(auth.orgId, { q, department: query.department, status: query.status, importJobId: query.import_job_id }, query.page, query.page_size);
    return { items: items.map(toMember), page: query.page, page_size: query.page_size, total_items: total, total_pages: Math.ceil(total / query.page_size) };
  }

  /** The signed-in member's own allowance, package and department; 404 for a user without a member record. */
  async benefits(auth: AuthContext) {
    const memberId = auth.account.member_id;
    const row = memberId ? await this.members.benefits(auth.orgId, memberId) : undefined;
    if (!row) throw AppError.notFound('You have no member record in this organisation.');
    const money = (amount: string) => ({ amount, currency: row.currency });
    return {
      member_id: row.id, external_id: row.external_id, full_name: row.full_name, email: row.email, phone: row.phone, department: row.department,
      package: row.package_code === null ? null : { code: row.package_code, name: row.package_name! },
      allowance_total: money(row.allowance_amount), allowance_used: money(row.allowance_used), allowance_remaining: money(row.allowance_remaining),
    };
  }

  /** One member of the caller's organisation; another organisation's is as unknown as a random id. */
  async get(auth: AuthContext, id: string) {
    const row = isUuid(id) ? await this.members.find(auth.orgId, id) : undefined;
    if (!row) throw AppError.notFound('No such member.');
    return toMember(row);
  }
}
