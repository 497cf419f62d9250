import { AppError } from '../../../lib/app-error.js';
import { initialsOf } from '../accounts/presenters.js';
import type { AccountsRepository } from '../accounts/repository.js';

const PALETTE = ['#1b6ca8', '#0f766e', '#7c3aed', '#b45309', '#be123c', '#4d7c0f', '#0369a1', '#a21caf'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Avatars are SVGs of the initials: public, because an <img> cannot send a bearer token. */
export class AvatarService {
  constructor(private readonly accounts: AccountsRepository) {}

  async svgFor(userId: string): Promise<string> {
    const fullName = await this.accounts.findFullName(userId);
    if (fullName === undefined) throw AppError.notFound('No such avatar.');
    const initials = escapeXml(initialsOf(fullName));
    const colour = PALETTE[[...userId].reduce((sum, c) => sum + c.charCodeAt(0), 0) % PALETTE.length];
    return (
      '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img">' +
      `<rect width="128" height="128" rx="64" fill="${colour}"/>` +
      `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="'Noto Sans Ethiopic','Nyala',system-ui,sans-serif" font-size="52" fill="#fff">${initials}</text>` +
      '</svg>'
    );
  }
}
