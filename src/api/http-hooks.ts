// What the app plugs into the request wrapper at boot, in a module of its own that imports
// nothing: src/main.tsx plugs the shell in (src/app/http-wiring.ts) without loading the wrapper,
// which comes later with the first page that makes a request.

/**
 * - `toast`: the kit's error toast (`toast` of src/ui/toast.tsx);
 * - `unauthorized`: `toLogin` of src/app/http-wiring.ts, which opens the login page with a
 *   `redirect` back to where the user was (the 401 path of DESIGN.md section 4).
 * api knows nothing of pages or of how toasts look.
 */
export const httpHooks = {
  toast(_message: string, _duration: number): void {},
  /** Called once per expired session, after the token is removed. */
  unauthorized(): void {},
};
