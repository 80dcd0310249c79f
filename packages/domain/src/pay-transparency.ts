// Where state law asks job postings to show pay: the states (and DC) whose pay-transparency laws
// cover a posting's pay range, each from the day its law took or takes effect. The laws differ in
// which employers they cover (by headcount); the posting form only defaults to showing pay there,
// and the practice can still choose otherwise. No zod and no I/O: the posting form imports this.

/** State code → the first day (YYYY-MM-DD) postings there must show pay. */
export const PAY_TRANSPARENCY_STATES: Readonly<Record<string, string>> = {
  CO: '2021-01-01',
  CA: '2023-01-01',
  WA: '2023-01-01',
  NY: '2023-09-17',
  HI: '2024-01-01',
  DC: '2024-06-30',
  MD: '2024-10-01',
  IL: '2025-01-01',
  MN: '2025-01-01',
  NJ: '2025-06-01',
  VT: '2025-07-01',
  MA: '2025-10-29',
  DE: '2027-09-26',
};

/** Whether a posting in this state shows its pay by law on `today` (YYYY-MM-DD). */
export function payRangeRequired(state: string | null | undefined, today: string): boolean {
  const since = state ? PAY_TRANSPARENCY_STATES[state.trim().toUpperCase()] : undefined;
  return since !== undefined && today >= since;
}
