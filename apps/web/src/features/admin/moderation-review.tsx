// An administrator's decision on one item waiting for review (a submitted event, a classified
// listing): a note for its author and one button per decision.
import Button from 'react-bootstrap/Button';
import { z } from 'zod';
import { ModerationDecisionSchema } from '@chairside/domain/community-events';
import { AppForm } from '../../components/form/app-form';
import { TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';

/** The note as the API reads it (blank is none), and the decision of the button pressed ('' until one is). */
const ReviewFormSchema = z.object({ note: ModerationDecisionSchema.shape.note, decision: z.string().min(1) });

/** A decision's button: its words, and the words a screen reader reads after them (which item). */
export type ReviewChoice<D extends string> = { decision: D; label: string; readAfter: string; variant: string };

type ModerationReviewProps<D extends string> = {
  noteId: string;
  noteLabel: string;
  choices: ReadonlyArray<ReviewChoice<D>>;
  /** While any decision on the page is being sent. */
  busy: boolean;
  /** Sends the decision; a failure is said by the page. */
  onDecide: (decision: D, note: string | null) => Promise<unknown>;
};

export function ModerationReview<D extends string>({ noteId, noteLabel, choices, busy, onDecide }: ModerationReviewProps<D>) {
  const form = useAppForm({
    schema: ReviewFormSchema,
    defaultValues: { note: '', decision: '' },
    onSubmit: ({ decision, note }) => onDecide(decision as D, note),
    guardUnsaved: false,
  });
  const decide = async (decision: D) => {
    form.setValue('decision', decision);
    await form.submit();
    // Only the buttons decide: Enter in the note sends nothing.
    form.setValue('decision', '');
  };
  return (
    <AppForm form={form} feedback="none">
      <TextInput id={noteId} name="note" label={<span className="small">{noteLabel}</span>} size="sm" maxLength={500} className="mb-2" />
      <div className="d-flex flex-wrap gap-2">
        {choices.map((choice) => (
          <Button key={choice.decision} size="sm" variant={choice.variant} disabled={busy} onClick={() => void decide(choice.decision)}>
            {choice.label}
            <span className="visually-hidden"> {choice.readAfter}</span>
          </Button>
        ))}
      </div>
    </AppForm>
  );
}
