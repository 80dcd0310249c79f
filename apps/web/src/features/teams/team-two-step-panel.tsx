// The owner requires two-step sign-in of every member (ADR 119): a checkbox on the team screen, and
// which members have set up a second factor.
import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TeamTwoStepSchema, type Team } from '@chairside/domain/teams';
import { api } from '../../lib/api-client';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { CheckboxInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';

export function TeamTwoStepPanel({ base, team }: { base: string; team: Team }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useAppForm({
    schema: TeamTwoStepSchema,
    defaultValues: { required: team.twoStepRequired },
    onSubmit: async (body) => {
      const answer = await api.put<{ twoStepRequired: boolean; membersEmailed: number }>(`${base}/two-step`, body);
      await queryClient.invalidateQueries({ queryKey: ['team', base] });
      return answer;
    },
    savedMessage: (answer) => {
      if (!answer.twoStepRequired) return 'Two-step sign-in is no longer required of members.';
      const emailed = answer.membersEmailed;
      if (emailed === 0) return 'Two-step sign-in is now required of every member.';
      return `Two-step sign-in is now required of every member. We emailed ${emailed === 1 ? 'the member' : `the ${emailed} members`} without it how to set it up.`;
    },
  });
  const without = team.members.filter((member) => !member.hasSecondFactor);
  return (
    <section className="app-panel settings-panel" aria-labelledby={`${id}-title`}>
      <h2 className="settings-panel__title" id={`${id}-title`}>
        Two-step sign-in
      </h2>
      <p>
        Required, a member signs in with a code from an authenticator app or a passkey before they reach the practice. Members without one are asked to set it
        up first. Your own sign-in needs it too.
      </p>
      <AppForm form={form} aria-label="Two-step sign-in for the team">
        <CheckboxInput id={`${id}-required`} name="required" label="Require two-step sign-in for all members" />
        <SubmitButton busyLabel="Saving…">Save</SubmitButton>
      </AppForm>
      {team.members.length > 0 ? (
        <p className="small text-body-secondary mt-2 mb-0" data-testid="team-two-step-missing">
          {without.length === 0
            ? 'Every member has two-step sign-in.'
            : `Without two-step sign-in yet: ${without.map((member) => member.name || member.email).join(', ')}.`}
        </p>
      ) : null}
    </section>
  );
}
