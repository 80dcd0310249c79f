// /app/account-settings/team: the practice's team (ADR 116). The owner invites people by email
// with a role (a hiring manager limited to offices, an interviewer to postings), sees the members
// and open invitations, changes roles and removes members; owners and admins read the audit log.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import {
  roleMay,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  TeamInvitationFormSchema,
  type AuditEntry,
  type Team,
  type TeamMember,
  type TeamRole,
} from '@chairside/domain/teams';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { AppForm, FormFeedback, SubmitButton } from '../../components/form/app-form';
import { CheckboxGroup, SelectInput, TextInput } from '../../components/form/fields';
import { failureMessage } from '../../components/form/errors';
import { useAppForm } from '../../components/form/use-app-form';
import { TeamTwoStepPanel } from './team-two-step-panel';

type Named = { id: number; name: string | null };
const ROLE_OPTIONS = TEAM_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }));
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function scopeText(member: { role: TeamRole; officeIds: number[]; jobIds: number[] }, offices: Named[], jobs: Named[]) {
  const names = (ids: number[], all: Named[]) => ids.map((id) => all.find((item) => item.id === id)?.name ?? `#${id}`).join(', ');
  if (member.role === 'hiring_manager') return member.officeIds.length ? `Offices: ${names(member.officeIds, offices)}` : 'Every office';
  if (member.role === 'interviewer') return `Postings: ${names(member.jobIds, jobs)}`;
  return '';
}

const EMPTY_INVITATION = { email: '', role: 'hiring_manager' as TeamRole, officeIds: [] as string[], jobIds: [] as string[] };

function InviteForm({ base, offices, jobs }: { base: string; offices: Named[]; jobs: Named[] }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useAppForm({
    schema: TeamInvitationFormSchema,
    defaultValues: EMPTY_INVITATION,
    guardUnsaved: false,
    onSubmit: async (body) => {
      await api.post(`${base}/invitations`, body);
      await queryClient.invalidateQueries({ queryKey: ['team', base] });
    },
    savedMessage: 'Invitation sent.',
    savedValues: () => EMPTY_INVITATION,
  });
  const role = form.watch('role');
  return (
    <AppForm form={form} aria-label="Invite a person">
      <TextInput id={`${id}-email`} name="email" label="Email address" type="email" maxLength={254} />
      <SelectInput id={`${id}-role`} name="role" label="Role" options={ROLE_OPTIONS} />
      {role === 'hiring_manager' && offices.length > 0 ? (
        <CheckboxGroup
          id={`${id}-offices`}
          name="officeIds"
          label="Offices"
          hint="None chosen: every office."
          options={offices.map((office) => ({ value: String(office.id), label: office.name ?? `Office ${office.id}` }))}
        />
      ) : null}
      {role === 'interviewer' ? (
        <CheckboxGroup
          id={`${id}-jobs`}
          name="jobIds"
          label="Postings"
          options={jobs.map((job) => ({ value: String(job.id), label: job.name ?? `Posting ${job.id}` }))}
        />
      ) : null}
      <SubmitButton busyLabel="Sending…">Send invitation</SubmitButton>
    </AppForm>
  );
}

function MemberRow({ base, member, offices, jobs }: { base: string; member: TeamMember; offices: Named[]; jobs: Named[] }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['team', base] });
  const act = async (work: () => Promise<unknown>) => {
    try {
      setFailure(null);
      await work();
      await refresh();
    } catch (caught) {
      setFailure(failureMessage(caught));
    }
  };
  return (
    <tr data-testid="team-member">
      <td>
        {member.name}
        <div className="small text-body-secondary text-break">{member.email}</div>
        {failure ? <FormFeedback saved={null} failure={failure} /> : null}
      </td>
      <td>
        <Form.Select
          size="sm"
          aria-label={`Role of ${member.name}`}
          value={member.role}
          onChange={(event) =>
            void act(() => api.put(`${base}/members/${member.id}`, { role: event.target.value, officeIds: member.officeIds, jobIds: member.jobIds }))
          }
        >
          {ROLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
        <div className="small text-body-secondary">{scopeText(member, offices, jobs)}</div>
        <ScopeEditor base={base} member={member} offices={offices} jobs={jobs} />
      </td>
      <td>
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={`Remove ${member.name}`}
          onClick={() => void act(() => api.delete(`${base}/members/${member.id}`))}
        >
          Remove
        </Button>
      </td>
    </tr>
  );
}

/** Withdraws an invitation not yet accepted: its link stops working. */
function WithdrawButton({ base, invitation }: { base: string; invitation: { id: number; email: string } }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const withdraw = async () => {
    try {
      setFailure(null);
      await api.delete(`${base}/invitations/${invitation.id}`);
      await queryClient.invalidateQueries({ queryKey: ['team', base] });
    } catch (caught) {
      setFailure(failureMessage(caught));
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="link"
        className="p-0 align-baseline"
        aria-label={`Withdraw the invitation to ${invitation.email}`}
        onClick={() => void withdraw()}
      >
        Withdraw
      </Button>
      {failure ? <FormFeedback saved={null} failure={failure} /> : null}
    </>
  );
}

/** The offices of a hiring manager (none: every office) or the postings of an interviewer, changed in place. */
function ScopeEditor({ base, member, offices, jobs }: { base: string; member: TeamMember; offices: Named[]; jobs: Named[] }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const field = member.role === 'hiring_manager' ? 'officeIds' : member.role === 'interviewer' ? 'jobIds' : null;
  if (!field) return null;
  const choices = field === 'officeIds' ? offices : jobs;
  const chosen = member[field];
  const toggle = async (id: number, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((item) => item !== id);
    try {
      setFailure(null);
      await api.put(`${base}/members/${member.id}`, { role: member.role, officeIds: member.officeIds, jobIds: member.jobIds, [field]: next });
      await queryClient.invalidateQueries({ queryKey: ['team', base] });
    } catch (caught) {
      setFailure(failureMessage(caught));
    }
  };
  return (
    <details className="small">
      <summary>{field === 'officeIds' ? 'Change offices' : 'Change postings'}</summary>
      {choices.map((choice) => (
        <Form.Check
          key={choice.id}
          id={`scope-${member.id}-${choice.id}`}
          label={choice.name ?? `#${choice.id}`}
          checked={chosen.includes(choice.id)}
          onChange={(event) => void toggle(choice.id, event.target.checked)}
        />
      ))}
      {failure ? <FormFeedback saved={null} failure={failure} /> : null}
    </details>
  );
}

function AuditLog({ username }: { username: string }) {
  const log = useQuery({
    queryKey: ['audit-log', username],
    queryFn: ({ signal }) => api.get<AuditEntry[]>(`/users/employers/${encodeURIComponent(username)}/audit-log`, signal),
  });
  if (log.isPending) return <PageLoading />;
  if (log.isError) return <p className="text-danger">{failureMessage(log.error)}</p>;
  if (log.data.length === 0) return <p className="text-body-secondary mb-0">Nothing recorded yet.</p>;
  return (
    <Table responsive size="sm" aria-label="Audit log">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
        </tr>
      </thead>
      <tbody>
        {log.data.map((entry, index) => (
          <tr key={index}>
            <td>{when(entry.at)}</td>
            <td>{entry.actor}</td>
            <td className="text-break">
              {entry.method} {entry.path} ({entry.status})
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function TeamPage() {
  const { user } = useAuth();
  const username = user?.username ?? '';
  const canManage = !user?.teamRole || user.teamRole === 'owner';
  const base = `/users/employers/${encodeURIComponent(username)}/team`;
  const team = useQuery({ queryKey: ['team', base], queryFn: ({ signal }) => api.get<Team>(base, signal), enabled: Boolean(user) && canManage });
  const offices = useQuery({
    queryKey: ['offices', username],
    queryFn: ({ signal }) => api.get<Named[]>(`/users/employers/${encodeURIComponent(username)}/offices`, signal),
    enabled: Boolean(user) && canManage,
  });
  const jobs = useQuery({
    queryKey: ['team-jobs', username],
    queryFn: ({ signal }) => api.get<Named[]>(`/users/employers/${encodeURIComponent(username)}/jobs`, signal),
    enabled: Boolean(user) && canManage,
  });
  if (!user) return <PageLoading />;
  if (user.role !== 'employer') return <p>The team is a practice's.</p>;
  const officeList = offices.data ?? [];
  const jobList = jobs.data ?? [];
  return (
    <section className="app-page" aria-labelledby="team-title">
      <PageMeta title="Team" noindex />
      <p className="mb-1">
        <Link to="/app/account-settings">Settings</Link>
      </p>
      <h1 className="app-page__title" id="team-title">
        Team
      </h1>
      {canManage ? (
        <div className="settings-grid">
          <section className="app-panel settings-panel" aria-labelledby="team-invite-title">
            <h2 className="settings-panel__title" id="team-invite-title">
              Invite a person
            </h2>
            <p>They get an email with a link; they sign in or create their own account with that address to join {user.practiceName ?? 'the practice'}.</p>
            <InviteForm base={base} offices={officeList} jobs={jobList} />
          </section>
          <section className="app-panel settings-panel" aria-labelledby="team-members-title">
            <h2 className="settings-panel__title" id="team-members-title">
              Members
            </h2>
            {team.isPending ? (
              <PageLoading />
            ) : team.isError ? (
              <p className="text-danger">{failureMessage(team.error)}</p>
            ) : team.data.members.length === 0 ? (
              <p className="text-body-secondary">No members yet: you are the only one signing in for the practice.</p>
            ) : (
              <Table responsive size="sm" aria-label="Members">
                <thead>
                  <tr>
                    <th scope="col">Member</th>
                    <th scope="col">Role</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {team.data.members.map((member) => (
                    <MemberRow key={member.id} base={base} member={member} offices={officeList} jobs={jobList} />
                  ))}
                </tbody>
              </Table>
            )}
            {team.data && team.data.invitations.length > 0 ? (
              <>
                <h3 className="h6 mt-3">Invited, not joined yet</h3>
                <ul className="list-unstyled mb-0">
                  {team.data.invitations.map((invitation) => (
                    <li key={invitation.id} data-testid="team-invitation">
                      {invitation.email} · {TEAM_ROLE_LABELS[invitation.role]} ·{' '}
                      {scopeText(invitation, officeList, jobList) || 'sent ' + when(invitation.createdAt)}{' '}
                      <WithdrawButton base={base} invitation={invitation} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
          {team.data ? <TeamTwoStepPanel base={base} team={team.data} /> : null}
        </div>
      ) : null}
      {!user.teamRole || roleMay(user.teamRole, 'audit') ? (
        <section className="app-panel settings-panel mt-3" aria-labelledby="team-audit-title">
          <h2 className="settings-panel__title" id="team-audit-title">
            Audit log
          </h2>
          <AuditLog username={username} />
        </section>
      ) : null}
    </section>
  );
}
