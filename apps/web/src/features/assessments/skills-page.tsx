import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Form from 'react-bootstrap/Form';
import type { CurrentUser } from '@chairside/domain/accounts';
import { SKILL_RATING_LABELS, TECHNOLOGY_CATEGORY_NAMES, type SkillEntry } from '@chairside/domain/assessments/skills';
import { PageMeta } from '../../lib/page-meta';
import { FormErrorAlert } from '../../components/form-error-alert';
import { AppForm, FormFeedback, SubmitButton } from '../../components/form/app-form';
import { useAppForm } from '../../components/form/use-app-form';
import { PageLoading } from '../../components/page-loading';
import { assessmentKey, refreshAfterSubmit, saveTechnologies, submitAssessment, useAssessment, useItemList } from './assessments-api';
import { RESULTS_PATH } from './assessment-slugs';
import { AssessmentShell, LoadFailure } from './take-pages';

type Entry = { skill: string; category: string };
const fieldOf = (skill: string) => skill.replace(/\W+/g, '_');
const groupByCategory = <T extends Entry>(entries: T[]) =>
  entries.reduce<Record<string, T[]>>((groups, entry) => ({ ...groups, [entry.category]: [...(groups[entry.category] ?? []), entry] }), {});

const UsedSchema = z.record(z.string(), z.boolean());
const RatingsSchema = z
  .record(z.string(), z.string())
  .refine((ratings) => Object.values(ratings).some((value) => value !== ''), { message: 'Rate at least one skill.', path: ['root'] });

/**
 * /app/assessments/skills (clinical and office skills) and /app/assessments/technology (practice
 * software and equipment) for a job seeker: one skills assessment, each page rating its own
 * categories and keeping the other page's ratings.
 */
export function StaffSkillsPage({ user, technology }: { user: CurrentUser; technology: boolean }) {
  const list = useItemList<Entry>('skills');
  const answer = useAssessment(user.username, 'skills');
  if (list.isPending || answer.isPending) return <PageLoading label="Loading the skills…" />;
  if (list.isError || answer.isError)
    return (
      <AssessmentShell kind="skills">
        <LoadFailure error={list.error ?? answer.error} />
      </AssessmentShell>
    );
  const isTechnology = (entry: Entry) => TECHNOLOGY_CATEGORY_NAMES.includes(entry.category);
  const shown = list.data.items.filter((entry) => isTechnology(entry) === technology);
  const saved = (answer.data.answers?.skills as SkillEntry[] | undefined) ?? [];
  return (
    <StaffSkillsForm
      username={user.username}
      technology={technology}
      shown={shown}
      saved={saved}
      keep={saved.filter((entry) => isTechnology(entry) !== technology)}
    />
  );
}

function StaffSkillsForm({
  username,
  technology,
  shown,
  saved,
  keep,
}: {
  username: string;
  technology: boolean;
  shown: Entry[];
  saved: SkillEntry[];
  keep: SkillEntry[];
}) {
  const queries = useQueryClient();
  const navigate = useNavigate();
  const defaults = Object.fromEntries(shown.map((entry) => [fieldOf(entry.skill), String(saved.find((s) => s.skill === entry.skill)?.score ?? '')]));
  const form = useAppForm({
    schema: RatingsSchema,
    defaultValues: defaults,
    onSubmit: async (ratings) => {
      const rated = shown
        .filter((entry) => ratings[fieldOf(entry.skill)])
        .map((entry) => ({ skill: entry.skill, score: Number(ratings[fieldOf(entry.skill)]) }));
      queries.setQueryData(
        assessmentKey(username, 'skills'),
        await submitAssessment(username, 'skills', { skills: [...keep.map(({ skill, score }) => ({ skill, score })), ...rated] }),
      );
      refreshAfterSubmit(queries, username);
      void navigate(RESULTS_PATH.skills);
    },
  });
  const rootError = form.formState.errors.root?.message;
  return (
    <AssessmentShell
      kind="skills"
      lead={
        technology
          ? 'The practice software and equipment you know. Leave anything you have not used unrated.'
          : 'Rate the skills you have; leave the rest unrated.'
      }
    >
      <AppForm form={form} feedback="none">
        {Object.entries(groupByCategory(shown)).map(([category, entries]) => (
          <fieldset key={category} className="app-panel mb-3 skills-rating">
            <legend className="h6">{category}</legend>
            {entries.map((entry) => (
              <Form.Group key={entry.skill} controlId={`skill-${fieldOf(entry.skill)}`} className="skills-rating__row">
                <Form.Label>{entry.skill}</Form.Label>
                <Form.Select size="sm" {...form.register(fieldOf(entry.skill))}>
                  <option value="">Not rated</option>
                  {Object.entries(SKILL_RATING_LABELS).map(([score, label]) => (
                    <option key={score} value={score}>
                      {score} · {label}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            ))}
          </fieldset>
        ))}
        {rootError || form.failure ? <FormErrorAlert message={(rootError ?? form.failure) as string} className="py-2" /> : null}
        <SubmitButton busyLabel="Saving…">Save my ratings</SubmitButton>
      </AppForm>
    </AssessmentShell>
  );
}

/** /app/assessments/technology for a practice: the technology it uses (its employer profile's technologies). */
export function EmployerTechnologyPage({ user }: { user: CurrentUser }) {
  const list = useItemList<SkillEntry>('skills-employer');
  if (list.isPending) return <PageLoading label="Loading the technology list…" />;
  if (list.isError)
    return (
      <section className="app-page">
        <LoadFailure error={list.error} />
      </section>
    );
  return <EmployerTechnologyForm username={user.username} entries={list.data.items} />;
}

function EmployerTechnologyForm({ username, entries }: { username: string; entries: SkillEntry[] }) {
  const queries = useQueryClient();
  const defaults = Object.fromEntries(entries.map((entry) => [fieldOf(entry.skill), entry.score === 1]));
  const form = useAppForm({
    schema: UsedSchema,
    defaultValues: defaults,
    onSubmit: async (used) => {
      const saved = await saveTechnologies(
        username,
        entries.map((entry) => ({ skill: entry.skill, score: used[fieldOf(entry.skill)] ? 1 : 0 })),
      );
      queries.setQueryData(['assessment-items', 'skills-employer'], { items: saved.skills });
      return saved;
    },
    savedMessage: (saved) => `Saved: ${saved.skills.filter((entry) => entry.score === 1).length} technologies. They show on your employer profile.`,
  });
  return (
    <section className="app-page assessment-page" aria-labelledby="technology-title">
      <PageMeta title="Technology" noindex />
      <h1 className="app-page__title" id="technology-title">
        Technology
      </h1>
      <p className="app-page__subtitle">
        The software and equipment your practice uses. Candidates rate the same list, so you can see who already knows your tools.
      </p>
      <AppForm form={form} feedback="none">
        {Object.entries(groupByCategory(entries)).map(([category, group]) => (
          <fieldset key={category} className="app-panel mb-3">
            <legend className="h6">{category}</legend>
            <div className="technology-checks">
              {group.map((entry) => (
                <Form.Check
                  key={entry.skill}
                  id={`tech-${fieldOf(entry.skill)}`}
                  type="checkbox"
                  label={entry.skill}
                  {...form.register(fieldOf(entry.skill))}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <FormFeedback saved={form.saved} failure={form.failure} />
        <SubmitButton busyLabel="Saving…">Save technology</SubmitButton>
      </AppForm>
    </section>
  );
}
