// The part of oidc-provider (a local OpenID provider, tests and journeys only) that they use; it ships no types.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  type Account = { accountId: string; claims: () => Record<string, unknown> | Promise<Record<string, unknown>> };
  type Configuration = {
    clients: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    cookies?: { keys: string[] };
    findAccount: (ctx: unknown, id: string) => Account | Promise<Account | undefined> | undefined;
    features?: Record<string, unknown>;
    subjectTypes?: string[];
    pairwiseIdentifier?: (ctx: unknown, accountId: string, client: unknown) => string | Promise<string>;
  };
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
