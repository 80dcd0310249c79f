import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import type { ProfileForm } from '@chairside/domain/analytics-events';
import type { CurrentStaff } from '@chairside/domain/resume-profile';
import { api } from '../../lib/api-client';
import { trackProfileCompletion, trackProfileToggle } from './profile-analytics';
import { CandidateStateControl } from './candidate-state-control';
import { PROFILE_SETTINGS_ANCHOR } from './missing-items';
import { staffPath, usePatchStaff, useRefreshStaff } from './staff-profile-api';
import { FormErrorAlert } from '../../components/form-error-alert';
import { failureMessage } from '../../components/form/errors';

export const LOADING_LABEL = '...Loading';

/** The two preferences of the settings panel and of the profile prompt, by the spec's labels. */
export const PROFILE_TOGGLES = {
  public: {
    field: 'isPublic',
    path: 'profile/public',
    title: 'Resume visibility',
    on: 'Public',
    off: 'Private',
    hint: 'Public resumes can be found by employers searching for candidates, and get hired twice as fast.',
  },
  relocate: {
    field: 'isRelocate',
    path: 'profile/relocate',
    title: 'Willing to relocate',
    on: 'Yes',
    off: 'No',
    hint: 'Employers in other areas may invite you to apply.',
  },
} as const;
export type ProfileToggleKind = keyof typeof PROFILE_TOGGLES;

/** Saves one preference: PUT .../profile/public or .../relocate {state}; answers the saved value (and tells analytics). */
export async function saveProfileToggle(username: string, kind: ProfileToggleKind, state: boolean, form: ProfileForm): Promise<boolean> {
  const toggle = PROFILE_TOGGLES[kind];
  const answer = await api.put<Record<string, boolean>>(staffPath(username, toggle.path), { state });
  const saved = answer[toggle.field] ?? state;
  trackProfileToggle(kind, saved, form);
  return saved;
}

/** One switch that saves at once; its label reads '...Loading' meanwhile, and a failure puts it back. */
function ProfileToggle({ staff, kind }: { staff: CurrentStaff; kind: ProfileToggleKind }) {
  const toggle = PROFILE_TOGGLES[kind];
  const patch = usePatchStaff(staff.username);
  const refresh = useRefreshStaff();
  const queries = useQueryClient();
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const checked = pending ?? staff[toggle.field];
  const id = `profile-toggle-${kind}`;

  async function change(next: boolean) {
    if (pending !== null) return;
    setError(null);
    setPending(next);
    try {
      const saved = await saveProfileToggle(staff.username, kind, next, 'profile_settings');
      patch({ [toggle.field]: saved });
      void trackProfileCompletion(queries, staff.username, refresh(), 'profile_settings');
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="profile-toggle">
      <div className="profile-toggle__row">
        <span className="profile-toggle__title" id={`${id}-title`}>
          {toggle.title}
        </span>
        <Form.Check type="switch" id={id} className="profile-toggle__switch">
          <Form.Check.Input
            type="checkbox"
            role="switch"
            checked={checked}
            onChange={(event) => void change(event.target.checked)}
            aria-labelledby={`${id}-title ${id}-label`}
            aria-describedby={`${id}-hint`}
            aria-busy={pending !== null}
          />
          <Form.Check.Label id={`${id}-label`} aria-live="polite">
            {pending !== null ? LOADING_LABEL : checked ? toggle.on : toggle.off}
          </Form.Check.Label>
        </Form.Check>
      </div>
      <span className="profile-toggle__hint" id={`${id}-hint`}>
        {toggle.hint}
      </span>
      {error ? <FormErrorAlert message={error} className="mt-2 mb-0 py-2" onClose={() => setError(null)} /> : null}
    </div>
  );
}

/** The staff profile settings panel: public/private and willing to relocate. */
export function ProfileSettingsPanel({ staff }: { staff: CurrentStaff }) {
  return (
    <section className="app-panel profile-settings" id={PROFILE_SETTINGS_ANCHOR} aria-labelledby="profile-settings-title" tabIndex={-1}>
      <h2 className="profile-panel__title" id="profile-settings-title">
        Profile settings
      </h2>
      <ProfileToggle staff={staff} kind="public" />
      <ProfileToggle staff={staff} kind="relocate" />
      <CandidateStateControl staff={staff} />
    </section>
  );
}
