/**
 * Spec: the trimmed name with each run of non-alphanumeric characters replaced by a dash,
 * lower-cased. Used in company and product links; the route ignores it, so it only reads well.
 */
export function slugify(name: string): string {
  return name.trim().replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase();
}
