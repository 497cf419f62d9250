/** Every query about people starts with this key, so a change refreshes them all. */
export const PEOPLE_KEY = ['people'] as const;
