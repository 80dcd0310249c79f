import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PracticeNpiInputSchema, type PracticeNpi } from '@chairside/domain/credentials';
import type { EmployerProfile } from '@chairside/domain/employer-profile';
import { api } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { employerPath, useProfileChanged } from './employer-api';
import { ProfilePanel } from './practice-forms';

/** The practice's organization NPI (NPI-2), checked with the NPI Registry: the "verified practice" badge (ADR 115). */
export function PracticeNpiPanel({ profile }: { profile: EmployerProfile }) {
  const queries = useQueryClient();
  const changed = useProfileChanged(profile.username);
  const key = ['practice-npi', profile.username];
  const current = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<PracticeNpi>(employerPath(profile.username, 'npi'), signal) });
  const form = useAppForm({
    schema: PracticeNpiInputSchema,
    defaultValues: { npi: '' },
    onSubmit: async (data) => {
      const saved = await api.put<PracticeNpi>(employerPath(profile.username, 'npi'), data);
      queries.setQueryData(key, saved);
      changed((before) => ({ ...before, isVerifiedPractice: saved.verifiedAt !== null }));
      return saved;
    },
    savedValues: (saved) => ({ npi: saved.npi ?? '' }),
    savedMessage: 'Verified: your practice now shows the “Verified practice” badge.',
  });
  const status = current.data;
  return (
    <ProfilePanel
      id="practice-npi"
      title="Verified practice"
      lead="Enter your practice’s organization NPI (type 2). We check it with the NPI Registry: a verified practice shows a badge on its page and postings, and its events and classifieds go live without review."
    >
      {status?.verifiedAt ? (
        <p data-testid="practice-npi-status">
          <span className="badge text-bg-success">Verified practice</span> NPI {status.npi}, verified {formatDate(status.verifiedAt)}.
        </p>
      ) : (
        <p data-testid="practice-npi-status">{status?.npi ? `NPI ${status.npi} is not verified.` : 'Not verified yet.'}</p>
      )}
      <AppForm form={form}>
        <TextInput id="practice-npi-number" name="npi" label="Organization NPI" inputMode="numeric" maxLength={10} autoComplete="off" required />
        <SubmitButton busyLabel="Checking…">Verify NPI</SubmitButton>
      </AppForm>
    </ProfilePanel>
  );
}
