import type { AppContext } from './context';

/** The web address of an app screen, for links in email, texts and calendar events. */
export function appLink(ctx: Pick<AppContext, 'config'>, path: string): string {
  return `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;
}
