import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import * as z from 'zod';
import { shouldShowProfilePrompt } from '@chairside/domain/profile-completeness';
import type { ProfilePromptState } from '@chairside/domain/resume-profile';
import { api } from '../../lib/api-client';
import { PROFILE_TOGGLES, saveProfileToggle, type ProfileToggleKind } from './profile-settings-panel';
import { trackProfileCompletion } from './profile-analytics';
import { PROFILE_PATH } from './missing-items';
import { localDay } from './resume-format';
import { useCurrentStaff, usePatchStaff, useRefreshStaff } from './staff-profile-api';
import { FormErrorAlert } from '../../components/form-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { useAppForm } from '../../components/form/use-app-form';

export const PROFILE_PROMPT_TITLE = "Let's update your profile to get hired faster!";

/**
 * Where the prompt may open by itself: the screens about the person's own progress (the dashboard
 * and their resume), never over a task such as applying, searching or writing a message (ADR 73).
 */
export const PROFILE_PROMPT_PATHS: readonly string[] = ['/app/dashboard', PROFILE_PATH];

/** The two switches: public, and willing to relocate. */
const ChoicesSchema = z.object({ public: z.boolean(), relocate: z.boolean() });

const promptPath = (username: string) => `/users/staff/${encodeURIComponent(username)}/profile/prompt`;
const promptKey = (username: string) => ['profile-prompt', username];

/** Where focus goes back when the prompt closes: what had it before, else the page's main content. */
function restoreFocus(before: Element | null) {
  const target = before instanceof HTMLElement && before !== document.body && before.isConnected ? before : document.getElementById('app-main');
  target?.focus();
}

/**
 * The profile-boost prompt. Opens by itself (`shouldShowProfilePrompt`) on the dashboard or the
 * resume screen (`where`) when the resume is good to apply and still private, it was not shown to
 * this account in the last 30 days (the day is kept with the account, so a new browser does not
 * show it again), and it is not open already. Opening records today for the account. Closing
 * returns focus where it was.
 */
export function ProfilePromptModal({ username, where }: { username: string; where: string }) {
  const { data: staff } = useCurrentStaff(username);
  const patch = usePatchStaff(username);
  const refresh = useRefreshStaff();
  const queries = useQueryClient();
  const allowed = PROFILE_PROMPT_PATHS.includes(where.replace(/\/$/, ''));
  const candidate = Boolean(staff?.isGoodToApply && !staff.isPublic);
  const shown = useQuery({
    queryKey: promptKey(username),
    queryFn: ({ signal }) => api.get<ProfilePromptState>(promptPath(username), signal),
    enabled: allowed && candidate,
  });
  const [open, setOpen] = useState(false);
  const form = useAppForm({
    schema: ChoicesSchema,
    defaultValues: { public: false, relocate: false },
    onSubmit: async (choices) => {
      // Both preferences at once; each that saved is kept even when the other fails.
      const results = await Promise.allSettled([
        saveProfileToggle(username, 'public', choices.public, 'profile_prompt'),
        saveProfileToggle(username, 'relocate', choices.relocate, 'profile_prompt'),
      ]);
      const [isPublic, isRelocate] = results;
      patch({
        ...(isPublic.status === 'fulfilled' ? { isPublic: isPublic.value } : {}),
        ...(isRelocate.status === 'fulfilled' ? { isRelocate: isRelocate.value } : {}),
      });
      const refreshed = refresh();
      const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
      setOpen(false);
      void trackProfileCompletion(queries, username, refreshed, 'profile_prompt');
    },
    // A choice in a prompt, not typed work: closing it asks nothing.
    guardUnsaved: false,
  });
  const { reset, setFailure } = form;
  const saving = form.formState.isSubmitting;
  const choices = form.watch();
  const focusedBefore = useRef<Element | null>(null);

  useEffect(() => {
    if (!staff || !allowed || open || !shown.data) return;
    const today = localDay();
    const show = shouldShowProfilePrompt({
      isGoodToApply: staff.isGoodToApply,
      isPublic: staff.isPublic,
      lastShownDate: shown.data.lastShownDate,
      today,
      isOpen: open,
    });
    if (!show) return;
    queries.setQueryData<ProfilePromptState>(promptKey(username), { lastShownDate: today });
    void api.put<ProfilePromptState>(promptPath(username), { day: today }).catch(() => undefined);
    focusedBefore.current = document.activeElement;
    reset({ public: staff.isPublic, relocate: staff.isRelocate });
    setFailure(null);
    setOpen(true);
  }, [staff, allowed, open, shown.data, username, queries, reset, setFailure]);

  const close = () => {
    if (!saving) setOpen(false);
  };

  return (
    <Modal
      show={open}
      onHide={close}
      restoreFocus={false}
      onExited={() => restoreFocus(focusedBefore.current)}
      centered
      aria-labelledby="profile-prompt-title"
      className="profile-prompt"
    >
      <Modal.Header closeButton={!saving}>
        <Modal.Title id="profile-prompt-title">{PROFILE_PROMPT_TITLE}</Modal.Title>
      </Modal.Header>
      <AppForm form={form} feedback="none">
        <Modal.Body>
          <p>Your resume is ready to apply with. Employers search public resumes first, and public profiles get hired twice as fast.</p>
          {form.failure ? <FormErrorAlert message={form.failure} /> : null}
          <fieldset className="profile-prompt__choices">
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
                    <Form.Check.Input type="checkbox" role="switch" {...form.register(kind)} aria-labelledby={`${id}-title ${id}-label`} />
                    <Form.Check.Label id={`${id}-label`}>{choices[kind] ? toggle.on : toggle.off}</Form.Check.Label>
                  </Form.Check>
                </div>
              );
            })}
          </fieldset>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            Cancel
          </Button>
          <SubmitButton busyLabel="Saving…">Save Preferences</SubmitButton>
        </Modal.Footer>
      </AppForm>
    </Modal>
  );
}
