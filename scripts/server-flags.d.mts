/** The Node flags a server process runs with (server-flags.mjs). */
export const SERVER_NODE_FLAGS: readonly string[];
/** Runs the current script again with SERVER_NODE_FLAGS unless it has them; returns when it has. */
export function withServerFlags(): Promise<void>;
