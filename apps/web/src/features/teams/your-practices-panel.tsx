// The practices the signed-in person belongs to (ADR 116), on their settings: act for one.
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { TEAM_ROLE_LABELS, type Membership } from '@chairside/domain/teams';
import type { CurrentUser } from '@chairside/domain/accounts';
import { api, ApiError } from '../../lib/api-client';
import { failureMessage } from '../../components/form/errors';
import { useActForPractice } from './act-for-practice';

export function TeamSettingsPanels({ user }: { user: CurrentUser }) {
  const memberships = useQuery({ queryKey: ['my-teams'], queryFn: ({ signal }) => api.get<Membership[]>('/users/me/teams', signal), enabled: !user.teamRole });
  const actFor = useActForPractice();
  const [failure, setFailure] = useState<string | null>(null);
  const [needsTwoStep, setNeedsTwoStep] = useState(false);
  const fail = (caught: unknown) => {
    setFailure(failureMessage(caught));
    // The practice requires two-step sign-in and this person has none (ADR 119): the panel for it is on this page.
    setNeedsTwoStep(caught instanceof ApiError && (caught.body as { errors?: { code?: string }[] } | null)?.errors?.[0]?.code === 'TEAM_TWO_STEP_REQUIRED');
  };
  const manages = user.role === 'employer' && (!user.teamRole || user.teamRole === 'owner' || user.teamRole === 'admin');
  return (
    <>
      {manages ? (
        <section className="app-panel settings-panel" aria-labelledby="settings-team-title">
          <h2 className="settings-panel__title" id="settings-team-title">
            Team
          </h2>
          <p>Invite your office manager, hiring managers and interviewers, each with their own sign-in and only what their role needs.</p>
          <Link to="/app/account-settings/team" className="btn btn-outline-primary btn-sm">
            Manage the team
          </Link>{' '}
          <Link to="/app/account-settings/locations" className="btn btn-outline-primary btn-sm">
            Locations
          </Link>
        </section>
      ) : null}
      {memberships.data && memberships.data.length > 0 ? (
        <section className="app-panel settings-panel" aria-labelledby="settings-practices-title">
          <h2 className="settings-panel__title" id="settings-practices-title">
            Your practices
          </h2>
          {failure ? (
            <p className="text-danger" role="alert">
              {failure}
              {needsTwoStep ? (
                <>
                  {' '}
                  <a href="#settings-two-step" className="alert-link">
                    Set up two-step sign-in
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
          <ul className="list-unstyled mb-0">
            {memberships.data.map((membership) => (
              <li key={membership.practiceUsername} className="d-flex flex-wrap align-items-center gap-2 mb-2">
                <span>
                  {membership.practiceName} · {TEAM_ROLE_LABELS[membership.role]}
                </span>
                <Button size="sm" onClick={() => void actFor(membership.practiceUsername).catch(fail)}>
                  Act for {membership.practiceName}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
