// Addresses the API server hands out (contract pages, uploaded images) are paths on it: the
// API base goes in front, and only a plain path is taken (never another origin or a script).
export function serverUrl(path: string): string | null {
  if (!/^\/(?!\/)[^\s\\]*$/.test(path)) return null;
  return __API_BASE__ + path;
}
