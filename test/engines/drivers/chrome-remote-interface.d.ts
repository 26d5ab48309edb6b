// The part of chrome-remote-interface (untyped) the Chromium 66 driver uses.
declare module 'chrome-remote-interface' {
  interface Client {
    send(method: string, params?: object): Promise<Record<string, unknown>>;
    on(event: string, listener: (params: Record<string, unknown>) => void): void;
    close(): Promise<void>;
  }
  interface Target {
    id: string;
    type: string;
    webSocketDebuggerUrl?: string;
  }
  interface Where {
    host?: string;
    port: number;
  }
  function CDP(options: Where & { local?: boolean; target?: Target }): Promise<Client>;
  namespace CDP {
    function List(options: Where): Promise<Target[]>;
    function New(options: Where): Promise<Target>;
    function Close(options: Where & { id: string }): Promise<void>;
  }
  export default CDP;
  export type { Client, Target };
}
