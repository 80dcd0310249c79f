import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { CurrentUser } from '@chairside/domain/accounts';
import { POSITIONS, POSITION_CODES } from '@chairside/domain/positions';
import { WEEKDAYS, type ResumeFullCard } from '@chairside/domain/resume-search';
import { PageMeta } from '../../lib/page-meta';
import { InviteToPostingForm } from '../applications/public-api';
import { FullCard, PreviewCard, rankedCount, rankedOnlyNote, shownRange } from './resume-cards';
import { ResumeAccessDialog, useCredits } from '../commerce/public-api';
import { formatDate } from '../../lib/dates';
import {
  BUY_ACCESS_PATH,
  EMPTY_SEARCH,
  RESUME_PAGE_SIZE,
  searchDefaultsOf,
  searchQueryOf,
  searchStateOf,
  useResumeSearch,
  type ResumeSearchState,
} from './resume-search-api';
import { useEmployerJobs } from '../postings/public-api';
import { failureMessage } from '../../components/form/errors';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { CheckboxInput, SelectInput, TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';

const DAY_NAMES: Record<string, string> = { sun: 'Sunday', mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday' };
const RADII = ['10', '25', '50', '100', '200'];

const SearchFormSchema = z.object({
  position: z.enum(POSITION_CODES as [string, ...string[]], { error: 'Choose a position.' }),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'A ZIP code is 5 digits.'),
  radius: z.enum(RADII),
  keyword: z.string().trim().max(200, 'At most 200 characters.'),
  experience: z.string().regex(/^(\d{1,2})?$/, 'Years are a whole number.'),
  certifications: z.string().trim().max(300, 'At most 300 characters.'),
  availability: z.array(z.enum(WEEKDAYS)),
  relocate: z.boolean(),
  verified: z.boolean(),
});
type SearchForm = z.infer<typeof SearchFormSchema>;

function formValuesOf(state: ResumeSearchState): SearchForm {
  return {
    position: state.position,
    zip: state.zip,
    radius: RADII.includes(state.radius) ? state.radius : '25',
    keyword: state.keyword,
    experience: state.experience,
    certifications: state.certifications,
    availability: state.availability.split(',').filter((day): day is (typeof WEEKDAYS)[number] => (WEEKDAYS as readonly string[]).includes(day)),
    relocate: state.relocate === '1',
    verified: state.verified === '1',
  };
}

const POSITION_OPTIONS = POSITION_CODES.map((code) => ({ value: code, label: POSITIONS[code] }));
const RADIUS_OPTIONS = RADII.map((miles) => ({ value: miles, label: `${miles} miles` }));
const EXPERIENCE_OPTIONS = ['1', '2', '3', '5', '10', '15'].map((years) => ({ value: years, label: `${years}+` }));

/** The days a job seeker is available, as short names read out in full. */
function DayChoices() {
  const { register } = useFormContext<SearchForm>();
  return (
    <fieldset className="col-md-6">
      <legend className="form-label fs-6">Available on</legend>
      {WEEKDAYS.map((day) => (
        <Form.Check
          key={day}
          inline
          id={`resume-day-${day}`}
          type="checkbox"
          value={day}
          label={DAY_NAMES[day].slice(0, 3)}
          aria-label={DAY_NAMES[day]}
          {...register('availability')}
        />
      ))}
    </fieldset>
  );
}

function SearchFilters({ state, onSearch }: { state: ResumeSearchState; onSearch: (next: ResumeSearchState) => void }) {
  const form = useAppForm({
    schema: SearchFormSchema,
    defaultValues: formValuesOf(state),
    onSubmit: async (values) =>
      onSearch({
        ...EMPTY_SEARCH,
        position: values.position,
        zip: values.zip,
        radius: values.radius,
        keyword: values.keyword,
        experience: values.experience,
        certifications: values.certifications,
        availability: values.availability.join(','),
        relocate: values.relocate ? '1' : '',
        verified: values.verified ? '1' : '',
      }),
    guardUnsaved: false,
  });
  // The address is the search: Back, Forward and the page links show its values in the form.
  const { reset } = form;
  useEffect(() => reset(formValuesOf(state)), [reset, state]);
  return (
    <AppForm form={form} feedback="none" className="resume-search-form card card-body mb-4" aria-label="Search resumes">
      <div className="row g-3">
        <SelectInput id="resume-position" name="position" label="Position" className="col-md-4" options={POSITION_OPTIONS} placeholder="Choose…" />
        <TextInput id="resume-zip" name="zip" label="ZIP code" className="col-6 col-md-2" inputMode="numeric" maxLength={5} />
        <SelectInput id="resume-radius" name="radius" label="Within" className="col-6 col-md-2" options={RADIUS_OPTIONS} />
        <TextInput id="resume-keyword" name="keyword" label="Keyword" className="col-md-4" placeholder="e.g. Dentrix, perio" />
        <SelectInput
          id="resume-experience"
          name="experience"
          label="Years of experience"
          className="col-6 col-md-2"
          options={EXPERIENCE_OPTIONS}
          placeholder="Any"
        />
        <TextInput
          id="resume-certifications"
          name="certifications"
          label="Certifications"
          className="col-md-4"
          placeholder="e.g. CPR, Radiography"
          hint="Separate several with commas: each must be on the resume."
        />
        <DayChoices />
        <div className="col-12 d-flex flex-wrap gap-3 align-items-center">
          <CheckboxInput id="resume-relocate" name="relocate" label="Only job seekers willing to relocate" className="" />
          <CheckboxInput id="resume-verified" name="verified" label="Verified license only" className="" />
          {/* A search answers at once: the words stay. */}
          <SubmitButton busyLabel="Search resumes" className="ms-auto">
            Search resumes
          </SubmitButton>
        </div>
      </div>
    </AppForm>
  );
}

/** The upgrade prompt of the preview: resume access (RESUME30) bought here, or invitation credits in the checkout. */
function BuyAccess({ headline, onBuyAccess }: { headline: string; onBuyAccess: () => void }) {
  return (
    <Alert variant="info" className="d-flex flex-wrap align-items-center gap-3" data-testid="buy-access">
      <div className="flex-grow-1">
        <strong>{headline}</strong>
        <div className="small">
          Names, photos and intros open with Resume Search access (30 days), invitation credits (sold in packs with any posting) or a monthly invitation
          subscription. Each invitation to apply uses one invitation credit.
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" onClick={onBuyAccess}>
          Buy 30 days of resume access
        </Button>
        <Link to={BUY_ACCESS_PATH} className="btn btn-outline-primary">
          Buy invitation credits
        </Link>
      </div>
    </Alert>
  );
}

function InviteAction({ user, card, credits }: { user: CurrentUser; card: ResumeFullCard; credits: number }) {
  const [open, setOpen] = useState(false);
  const [invited, setInvited] = useState(false);
  const queryClient = useQueryClient();
  if (invited)
    return (
      <p className="alert alert-success py-2 mt-3 mb-0" role="status">
        {card.name} is invited to apply.
      </p>
    );
  if (!open)
    return (
      <Button variant="outline-primary" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        Invite {card.name.split(/\s+/)[0]} to apply
      </Button>
    );
  return (
    <div className="mt-3 border-top pt-3">
      <InviteToPostingForm
        employer={user.username}
        candidate={card}
        credits={credits}
        onInvited={() => {
          setInvited(true);
          void queryClient.invalidateQueries({ queryKey: ['resume-search'] });
        }}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}

/** /app/resume-search: the practice searches resumes; full cards with access, the preview without. */
export function ResumeSearchPage({ user }: { user: CurrentUser }) {
  const [params, setParams] = useSearchParams();
  const jobs = useEmployerJobs(user.username);
  const defaults = useMemo(() => searchDefaultsOf(user, jobs.data), [user, jobs.data]);
  const state = useMemo(() => searchStateOf(params, defaults), [params, defaults]);
  const query = useResumeSearch(user.username, state);
  const go = (next: ResumeSearchState) => setParams(searchQueryOf(next));
  const answer = query.data;
  const offset = Number(state.offset) || 0;
  const credits = useCredits(user.username);
  const accessUntil = credits.data?.resumeAccessUntil ?? null;
  const [buying, setBuying] = useState(false);
  const [bought, setBought] = useState(false);

  return (
    <div className="resume-search-page">
      <PageMeta title="Resume Search" noindex />
      <h1 className="h3 mb-3">Resume Search</h1>
      <SearchFilters state={state} onSearch={go} />
      {!query.isEnabled ? <p className="text-body-secondary">Choose a position and a ZIP code to search resumes.</p> : null}
      {query.isError ? (
        <Alert variant="danger" role="alert">
          {failureMessage(query.error)}
        </Alert>
      ) : null}
      {query.isPending && query.isEnabled ? <p role="status">Searching…</p> : null}
      {answer ? (
        <section aria-label="Resumes">
          {bought && answer.access === 'full' ? (
            <Alert variant="success" role="status" dismissible onClose={() => setBought(false)}>
              Thank you! Resume search access is open{accessUntil ? ` until ${formatDate(accessUntil)}` : ''}: every card shows the job seeker.
            </Alert>
          ) : null}
          {answer.access === 'preview' ? (
            <BuyAccess headline="You are seeing a preview of the job seekers in this area." onBuyAccess={() => setBuying(true)} />
          ) : (
            <p className="mb-2" data-testid="invitation-credits">
              Invitation credits: <strong>{answer.credits.INV + answer.credits.INVSUB}</strong>
              {answer.credits.INVSUB ? ` (${answer.credits.INVSUB} from your subscription)` : ''}
              {accessUntil ? <span data-testid="resume-access-until"> · Resume access until {formatDate(accessUntil)}</span> : null}
            </p>
          )}
          <p className="text-body-secondary" role="status">
            {shownRange(answer)}
          </p>
          {answer.access === 'preview'
            ? answer.resumes.map((card, index) => <PreviewCard key={index} card={card} index={offset + index} />)
            : answer.resumes.map((card) => (
                <FullCard
                  key={card.username}
                  card={card}
                  action={<InviteAction user={user} card={card} credits={answer.credits.INV + answer.credits.INVSUB} />}
                />
              ))}
          <nav className="d-flex justify-content-between" aria-label="Pages of resumes">
            <Button
              variant="outline-secondary"
              disabled={offset === 0}
              onClick={() => go({ ...state, offset: String(Math.max(0, offset - RESUME_PAGE_SIZE)) })}
            >
              Previous
            </Button>
            <Button
              variant="outline-secondary"
              disabled={offset + RESUME_PAGE_SIZE >= rankedCount(answer)}
              onClick={() => go({ ...state, offset: String(offset + RESUME_PAGE_SIZE) })}
            >
              Next
            </Button>
          </nav>
          {rankedOnlyNote(answer) ? <p className="text-body-secondary small mt-2">{rankedOnlyNote(answer)}</p> : null}
        </section>
      ) : null}
      <ResumeAccessDialog
        username={user.username}
        place={{ position: state.position, zip: state.zip }}
        show={buying}
        onHide={() => setBuying(false)}
        onPaid={() => {
          setBuying(false);
          setBought(true);
        }}
      />
    </div>
  );
}
