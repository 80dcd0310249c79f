import { useLocation } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import type { AccountClosure } from '@chairside/domain/account-data';
import type { CurrentUser } from '@chairside/domain/accounts';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { formatDate } from '../../lib/dates';
import { FormErrorAlert } from '../../components/form-error-alert';
import { failureMessage } from '../../components/form/errors';

/**
 * Above every screen while the account is closing (ADR 104): when it will be erased, and "Keep my
 * account". Not in a delegated session (only the owner decides), nor on the settings page, whose
 * Your data panel says the same.
 */
export function AccountClosingNotice({ user }: { user: CurrentUser }) {
  const { isDelegated } = useAuth();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const asks = !isDelegated && (user.role === 'staff' || user.role === 'employer');
  const path = `/users/${encodeURIComponent(user.username)}/closure`;
  const key = ['account-closure', user.username];
  const closure = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<AccountClosure>(path, signal), enabled: asks });
  const keep = useMutation({
    mutationFn: () => api.delete<void>(path),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const closing = closure.data?.closing;
  if (!asks || !closing || pathname.startsWith('/app/account-settings')) return null;
  return (
    <div className="alert alert-warning py-2 mb-3 account-closing-notice" role="region" aria-label="Your account is closing">
      <span>
        Your account is closing and will be erased on <strong>{formatDate(closing.eraseAfter, 'long')}</strong>. Changed your mind?
      </span>{' '}
      <Button variant="primary" size="sm" onClick={() => keep.mutate()} disabled={keep.isPending}>
        {keep.isPending ? 'Keeping…' : 'Keep my account'}
      </Button>
      {keep.error ? <FormErrorAlert message={failureMessage(keep.error)} className="py-2 mt-2 mb-0" /> : null}
    </div>
  );
}
