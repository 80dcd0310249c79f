import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { shouldShowProfilePrompt } from '@chairside/domain/profile-completeness';
import { PROFILE_TOGGLES, saveProfileToggle, type ProfileToggleKind } from './profile-settings-panel';
import { readPromptShown, recordPromptShown } from './profile-prompt-storage';
import { localDay } from './resume-format';
import { messageOf, useCurrentStaff, usePatchStaff, useRefreshStaff } from './staff-profile-api';
import { FormErrorAlert } from '../../components/form-error-alert';

export const PROFILE_PROMPT_TITLE = "Let's update your profile to get hired faster!";

type Choices = Record<ProfileToggleKind, boolean>;

/**
 * The profile-boost prompt. Opens by itself (spec rule, `shouldShowProfilePrompt`): the resume is
 * good to apply, not both public and relocatable, the prompt was not shown to this user in the
 * last 30 days, and it is not open already. Opening records today for the user. `paused` holds
 * it back (on the edit screen, where the person is already at work on the profile).
 */
export function ProfilePromptModal({ username, paused = false }: { username: string; paused?: boolean }) {
  const { data: staff } = useCurrentStaff(username);
  const patch = usePatchStaff(username);
  const refresh = useRefreshStaff();
  const [open, setOpen] = useState(false);
  const [choices, setChoices] = useState<Choices>({ public: false, relocate: false });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!staff || paused || open) return;
    const today = localDay();
    const show = shouldShowProfilePrompt({
      isGoodToApply: staff.isGoodToApply,
      isPublic: staff.isPublic,
      isRelocate: staff.isRelocate,
      lastShownDate: readPromptShown(username),
      today,
      isOpen: open,
    });
    if (!show) return;
    recordPromptShown(username, today);
    setChoices({ public: staff.isPublic, relocate: staff.isRelocate });
    setError(null);
    setOpen(true);
  }, [staff, paused, open, username]);

  const close = () => {
    if (!saving) setOpen(false);
  };

  async function save() {
    setSaving(true);
    setError(null);
    // Both preferences at once; each that saved is kept even when the other fails.
    const results = await Promise.allSettled([
      saveProfileToggle(username, 'public', choices.public),
      saveProfileToggle(username, 'relocate', choices.relocate),
    ]);
    const [isPublic, isRelocate] = results;
    patch({
      ...(isPublic.status === 'fulfilled' ? { isPublic: isPublic.value } : {}),
      ...(isRelocate.status === 'fulfilled' ? { isRelocate: isRelocate.value } : {}),
    });
    void refresh();
    setSaving(false);
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) setError(messageOf(failed.reason));
    else setOpen(false);
  }

  return (
    <Modal show={open} onHide={close} centered aria-labelledby="profile-prompt-title" className="profile-prompt">
      <Modal.Header closeButton={!saving}>
        <Modal.Title id="profile-prompt-title">{PROFILE_PROMPT_TITLE}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>Your resume is ready to apply with. Employers search public resumes first, and public profiles get hired twice as fast.</p>
        {error ? (
          <FormErrorAlert message={error} />
        ) : null}
        <fieldset disabled={saving} className="profile-prompt__choices">
          <legend className="visually-hidden">Your preferences</legend>
          {(Object.keys(PROFILE_TOGGLES) as ProfileToggleKind[]).map((kind) => {
            const toggle = PROFILE_TOGGLES[kind];
            const id = `profile-prompt-${kind}`;
            return (
              <div className="profile-toggle__row" key={kind}>
                <div className="profile-toggle__text">
                  <span className="profile-toggle__title" id={`${id}-title`}>
                    {toggle.title}
                  </span>
                  <span className="profile-toggle__hint">{toggle.hint}</span>
                </div>
                <Form.Check type="switch" id={id} className="profile-toggle__switch">
                  <Form.Check.Input
                    type="checkbox"
                    role="switch"
                    checked={choices[kind]}
                    onChange={(event) => setChoices((current) => ({ ...current, [kind]: event.target.checked }))}
                    aria-labelledby={`${id}-title ${id}-label`}
                  />
                  <Form.Check.Label id={`${id}-label`}>{choices[kind] ? toggle.on : toggle.off}</Form.Check.Label>
                </Form.Check>
              </div>
            );
          })}
        </fieldset>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close} disabled={saving}>
          Cancel
        </Button>
        <Button variant="primary" onClick={() => void save()} disabled={saving}>
          {saving ? 'Saving…' : 'Save Preferences'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
