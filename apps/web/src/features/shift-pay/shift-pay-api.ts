import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PayoutRun,
  PayoutSetupLink,
  PayoutStatement,
  ShiftInvoice,
  ShiftPayAdmin,
  Timesheet,
  TimesheetCorrectionInput,
} from '@chairside/domain/shift-pay';
import { api, apiRequest } from '../../lib/api-client';

type Side = 'staff' | 'employers';
const base = (side: Side, username: string) => `/users/${side}/${encodeURIComponent(username)}`;
const timesheetsKey = (side: Side, username: string) => ['timesheets', side, username] as const;

/** The caller's timesheets (the professional's or the practice's), newest first. */
export const useTimesheets = (side: Side, username: string) =>
  useQuery({ queryKey: timesheetsKey(side, username), queryFn: ({ signal }) => api.get<Timesheet[]>(`${base(side, username)}/timesheets`, signal) });

/** One action on a shift's timesheet (check-in, check-out, acceptance, dispute, confirmation, correction). */
export function useTimesheetAction(side: Side, username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shiftId, action, body }: { shiftId: number; action: string; body?: unknown }) =>
      api.post<Timesheet>(`${base(side, username)}/shifts/${shiftId}/timesheet/${action}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['timesheets', side, username] }),
  });
}

export const correctionBody = (input: TimesheetCorrectionInput) => input;

export const usePracticeInvoices = (username: string) =>
  useQuery({
    queryKey: ['shift-invoices', username],
    queryFn: ({ signal }) => api.get<ShiftInvoice[]>(`${base('employers', username)}/shift-invoices`, signal),
  });

export const usePayoutStatement = (username: string) =>
  useQuery({ queryKey: ['payouts', username], queryFn: ({ signal }) => api.get<PayoutStatement>(`${base('staff', username)}/payouts`, signal) });

/** "Set up payouts" (Stripe Connect): answers Stripe's single-use onboarding address, where the page sends the professional. */
export const usePayoutSetupLink = (username: string) =>
  useMutation({ mutationFn: () => api.post<PayoutSetupLink>(`${base('staff', username)}/payouts/setup-link`) });

export const earningsCsvPath = (username: string, year: number) => `${base('staff', username)}/payouts/earnings.csv?year=${year}`;

export const useShiftPayAdmin = () => useQuery({ queryKey: ['admin-shift-pay'], queryFn: ({ signal }) => api.get<ShiftPayAdmin>('/admin/shift-pay', signal) });

export function useDecideDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: 'PROFESSIONAL' | 'PRACTICE' }) =>
      api.post<Timesheet>(`/admin/shift-pay/timesheets/${id}/decision`, { version }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-shift-pay'] }),
  });
}

/** An administrator refunds a paid invoice, whole (no amount) or in part; the key is the form's, so a resent request refunds once. */
export function useRefundInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, amountCents, key }: { id: number; amountCents: number | null; key: string }) =>
      (
        await apiRequest<ShiftPayAdmin>(`/admin/shift-pay/invoices/${id}/refund`, {
          method: 'POST',
          body: amountCents === null ? {} : { amountCents },
          headers: { 'idempotency-key': key },
        })
      ).data,
    onSuccess: (queue) => queryClient.setQueryData(['admin-shift-pay'], queue),
  });
}

/** An administrator pays what is owed now (the payout run of the adapter PAYOUT_ADAPTER chooses). */
export function useRunPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PayoutRun>('/admin/shift-pay/payouts/run'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-shift-pay'] }),
  });
}
