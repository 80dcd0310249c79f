import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { DisputedNoShow, PausedProfessional, ReviewOutcome } from '@chairside/domain/temp-no-shows';
import { reliabilityPercent } from '@chairside/domain/temp-reliability';
import { PageMeta } from '../../lib/page-meta';
import { FormErrorAlert } from '../../components/form-error-alert';
import { shortDateTime } from './schedule-fields';
import { useReliabilityDecision, useTempReliability } from './temp-reliability-api';

/**
 * Admin: no-shows professionals disputed (uphold: it keeps counting; overturn: it counts for
 * nothing) and professionals whose booking is paused after two no-shows (clear the pause).
 */
export function TempReliabilityPage() {
  const review = useTempReliability();
  const decide = useReliabilityDecision();
  const [done, setDone] = useState<string | null>(null);

  function decideNoShow(noShow: DisputedNoShow, outcome: ReviewOutcome) {
    setDone(null);
    decide.mutate(
      { kind: 'review', id: noShow.id, outcome },
      { onSuccess: () => setDone(`${noShow.professional.name}’s no-show is ${outcome === 'UPHELD' ? 'upheld' : 'overturned'}.`) },
    );
  }

  function clear(person: PausedProfessional) {
    setDone(null);
    decide.mutate({ kind: 'clear', username: person.username }, { onSuccess: () => setDone(`${person.name} can book shifts again.`) });
  }

  return (
    <>
      <PageMeta title="Temp reliability · Admin" noindex />
      <h1 className="app-page__title" id="admin-title">
        Temp reliability
      </h1>
      <p className="app-page__subtitle">Disputed no-shows to decide, and professionals whose booking is paused for review.</p>
      {done ? (
        <Alert variant="success" role="status">
          {done}
        </Alert>
      ) : null}
      {decide.isError ? <FormErrorAlert message={decide.error.message} /> : null}
      {review.isPending ? <p>Loading…</p> : null}
      {review.isError ? <p className="text-danger">{review.error.message}</p> : null}
      {review.data ? (
        <>
          <h2 className="h5 mt-4">Disputed no-shows</h2>
          {review.data.disputes.length === 0 ? (
            <p className="app-panel">No disputes to decide.</p>
          ) : (
            <Table responsive className="app-panel" aria-label="Disputed no-shows">
              <thead>
                <tr>
                  <th scope="col">Professional</th>
                  <th scope="col">Shift</th>
                  <th scope="col">What they say</th>
                  <th scope="col">
                    <span className="visually-hidden">Decision</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {review.data.disputes.map((noShow) => (
                  <tr key={noShow.id} data-testid="disputed-no-show">
                    <td>
                      <span className="d-block">{noShow.professional.name}</span>
                      <span className="small text-body-secondary">
                        {noShow.professional.username} · reliability {reliabilityPercent(noShow.professional.reliability)}%
                      </span>
                    </td>
                    <td>
                      <span className="d-block">
                        {noShow.title}, {noShow.date}
                      </span>
                      <span className="small text-body-secondary">
                        {noShow.practice.name} · marked {shortDateTime(noShow.markedAt)}
                      </span>
                    </td>
                    <td className="text-break">
                      {noShow.disputeText}
                      <span className="d-block small text-body-secondary">Disputed {shortDateTime(noShow.disputedAt)}</span>
                    </td>
                    <td className="text-nowrap">
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        className="me-2"
                        disabled={decide.isPending}
                        onClick={() => decideNoShow(noShow, 'UPHELD')}
                        aria-label={`Uphold ${noShow.professional.name}’s no-show`}
                      >
                        Uphold
                      </Button>
                      <Button
                        size="sm"
                        variant="primary"
                        disabled={decide.isPending}
                        onClick={() => decideNoShow(noShow, 'OVERTURNED')}
                        aria-label={`Overturn ${noShow.professional.name}’s no-show`}
                      >
                        Overturn
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          <h2 className="h5 mt-4">Booking paused</h2>
          {review.data.paused.length === 0 ? (
            <p className="app-panel">No one’s booking is paused.</p>
          ) : (
            <Table responsive className="app-panel" aria-label="Booking paused">
              <thead>
                <tr>
                  <th scope="col">Professional</th>
                  <th scope="col">No-shows</th>
                  <th scope="col">Last</th>
                  <th scope="col">
                    <span className="visually-hidden">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {review.data.paused.map((person) => (
                  <tr key={person.username} data-testid="paused-professional">
                    <td>
                      <span className="d-block">{person.name}</span>
                      <span className="small text-body-secondary">
                        {person.username} · reliability {reliabilityPercent(person.reliability)}%
                      </span>
                    </td>
                    <td>{person.noShows}</td>
                    <td>{shortDateTime(person.lastNoShowAt)}</td>
                    <td>
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        disabled={decide.isPending}
                        onClick={() => clear(person)}
                        aria-label={`Clear ${person.name}’s pause`}
                      >
                        Clear pause
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      ) : null}
    </>
  );
}
