// /app/account-settings/locations: an organisation's locations (ADR 120). The organisation adds a
// location (a practice of its own) or links an existing practice (ADR 127), shares its
// subscriptions and credits with each or keeps billing per location, and reads the report across
// locations for a period, or downloads it as a CSV file.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { NewLocationSchema, type LocationReportQuery, type LocationReportRow } from '@chairside/domain/organisations';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { AppForm, FormFeedback, SubmitButton } from '../../components/form/app-form';
import { CheckboxInput, TextInput } from '../../components/form/fields';
import { failureMessage } from '../../components/form/errors';
import { useAppForm } from '../../components/form/use-app-form';
import { LinkPracticeForm, periodQuery, ReportPeriodForm } from './locations-report-tools';

const EMPTY_LOCATION = { practiceName: '', name: '', email: '', phone: '', zip: '', sharesBilling: true };
const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

function AddLocationForm({ base }: { base: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useAppForm({
    schema: NewLocationSchema,
    defaultValues: EMPTY_LOCATION,
    guardUnsaved: false,
    onSubmit: async (body) => {
      await api.post(base, body);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['locations', base] }), queryClient.invalidateQueries({ queryKey: ['my-locations'] })]);
    },
    savedMessage: 'Location added.',
    savedValues: () => EMPTY_LOCATION,
  });
  return (
    <AppForm form={form} aria-label="Add a location">
      <TextInput id={`${id}-practice`} name="practiceName" label="Practice name" maxLength={150} />
      <TextInput id={`${id}-name`} name="name" label="Office manager's name" maxLength={100} />
      <TextInput id={`${id}-email`} name="email" label="Office manager's email" type="email" maxLength={254} hint="Their own sign-in to this location." />
      <TextInput id={`${id}-phone`} name="phone" label="Phone" type="tel" maxLength={20} />
      <TextInput id={`${id}-zip`} name="zip" label="ZIP code" maxLength={5} />
      <CheckboxInput id={`${id}-shares`} name="sharesBilling" label="Use the organization's subscriptions and credits" />
      <SubmitButton busyLabel="Adding…">Add location</SubmitButton>
    </AppForm>
  );
}

function LocationRow({ base, row }: { base: string; row: LocationReportRow }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const share = async (sharesBilling: boolean) => {
    try {
      setFailure(null);
      await api.put(`${base}/${encodeURIComponent(row.username)}`, { sharesBilling });
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['locations', base] }), queryClient.invalidateQueries({ queryKey: ['my-locations'] })]);
    } catch (caught) {
      setFailure(failureMessage(caught));
    }
  };
  return (
    <tr data-testid="location-row">
      <th scope="row">
        {row.practiceName}
        {row.isOrganisation ? <div className="small text-body-secondary">Organization</div> : null}
        {failure ? <FormFeedback saved={null} failure={failure} /> : null}
      </th>
      <td>{row.postings}</td>
      <td>{row.livePostings}</td>
      <td>{row.applicants}</td>
      <td>{row.hires}</td>
      <td>{dollars(row.spend)}</td>
      <td>
        {row.isOrganisation ? null : (
          <Form.Check
            type="switch"
            id={`share-${row.username}`}
            label="Shared billing"
            checked={row.sharesBilling}
            onChange={(event) => void share(event.target.checked)}
          />
        )}
      </td>
    </tr>
  );
}

export function LocationsPage() {
  const { user } = useAuth();
  const username = user?.username ?? '';
  const base = `/users/employers/${encodeURIComponent(username)}/locations`;
  const [period, setPeriod] = useState<LocationReportQuery>({});
  const report = useQuery({
    queryKey: ['locations', base, period],
    queryFn: ({ signal }) => api.get<LocationReportRow[]>(`${base}/report${periodQuery(period)}`, signal),
    placeholderData: (previous) => previous,
    enabled: Boolean(user),
  });
  if (!user || report.isPending) return <PageLoading />;
  if (report.isError) return <p role="alert">{failureMessage(report.error)}</p>;
  const isOrganisation = report.data[0]?.username === username;
  return (
    <section className="app-page" aria-labelledby="locations-title">
      <PageMeta title="Locations" noindex />
      <p className="mb-1">
        <Link to="/app/account-settings">Settings</Link>
      </p>
      <h1 className="app-page__title" id="locations-title">
        Locations
      </h1>
      <section className="app-panel" aria-labelledby="locations-report-title">
        <h2 className="h5" id="locations-report-title">
          Report across locations
        </h2>
        <ReportPeriodForm base={base} period={period} onChange={setPeriod} />
        <Table responsive size="sm">
          <thead>
            <tr>
              <th scope="col">Location</th>
              <th scope="col">Postings</th>
              <th scope="col">Live</th>
              <th scope="col">Applicants</th>
              <th scope="col">Hires</th>
              <th scope="col">Spend</th>
              <th scope="col">Billing</th>
            </tr>
          </thead>
          <tbody>
            {report.data.map((row) => (
              <LocationRow key={row.username} base={base} row={row} />
            ))}
          </tbody>
        </Table>
      </section>
      {isOrganisation ? (
        <section className="app-panel" aria-labelledby="locations-add-title">
          <h2 className="h5" id="locations-add-title">
            Add a location
          </h2>
          <p>Each location is a practice with its own postings and office manager. Switch between them from the header.</p>
          <AddLocationForm base={base} />
          <h3 className="h6 mt-4">Link an existing practice</h3>
          <p>A practice already on Chairside keeps its sign-in, postings and applicants. Its owner gets an email and accepts, signed in.</p>
          <LinkPracticeForm base={base} />
        </section>
      ) : (
        <p>This practice is a location of an organization: the organization adds locations and chooses their billing.</p>
      )}
    </section>
  );
}
