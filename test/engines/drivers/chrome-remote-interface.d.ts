// The part of chrome-remote-interface (untyped) the Chromium 66 driver uses.
declare module 'chrome-remote-interface' {
  interface Client {
    send(method: string, params?: object): Promise<Record<string, unknown>>;
    on(event: string, listener: (params: Record<string, unknown>) => void): void;
    close(): Promise<void>;
  }
  function CDP(options: { host?: string; port: number; local?: boolean }): Promise<Client>;
  export default CDP;
  export type { Client };
}
