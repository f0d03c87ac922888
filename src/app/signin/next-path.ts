/** Where to go after signing in: a path on this site under /portal or /inbox, else the portal. */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string') return '/portal';
  return /^\/(portal|inbox)(\/[\w\-./]*)?(\?[\w\-=&%.]*)?$/.test(value) && !value.includes('..') ? value : '/portal';
}
