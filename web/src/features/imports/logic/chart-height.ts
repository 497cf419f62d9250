/** The department chart's height: a bar per department, at least 160 px (also the room kept while it loads). */
export function chartHeight(byDepartment: Record<string, number>): number {
  return Math.max(160, Object.keys(byDepartment).length * 36);
}
