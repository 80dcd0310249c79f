/** The same server URL pointed at another database. */
export function adminUrl(url: string, database = 'postgres'): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export const templateDatabaseName = () => `chairside_template_${process.pid}`;
