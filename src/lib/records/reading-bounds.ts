/**
 * The longest cell the date and amount readers look at: no date or amount is written in more, and a
 * longer cell is refused before any pattern reads it (a bound on the readers' work per cell, whatever a
 * hostile file holds).
 */
export const MAX_READ_CHARS = 64;
