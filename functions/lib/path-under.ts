/** Whether `pathname` is `prefix` or an address below it (/api is under /api, /apis is not). */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
