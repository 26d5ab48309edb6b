// Nothing a test browser does may leave this machine: every host but the loopback fails to
// resolve, and the browser's own background traffic is off.
export const LOOPBACK_ONLY = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
