import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatPromotionExpiry, type AdminPromotion } from '@chairside/domain/promotions';
import { PageMeta } from '../../lib/page-meta';
import { EndItemDialog } from './end-item-dialog';
import { useAdminPromotions, useEndItem } from './admin-api';
import { PromotionForm } from './promotion-form';
import { shortDateTime, STATUS_LABELS } from './schedule-fields';

/** Admin: the promotion widget's offers — list, create, edit, schedule and end. */
export function PromotionsPage() {
  const list = useAdminPromotions();
  const end = useEndItem('promotions');
  const [ending, setEnding] = useState<{ id: number; heading: string } | null>(null);
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);

  return (
    <>
      <PageMeta title="Promotions · Admin" noindex />
      <div className="d-flex align-items-center justify-content-between flex-wrap gap-2 mb-3">
        <h1 className="app-page__title mb-0" id="admin-title">
          Promotions
        </h1>
        {editing === null ? <Button onClick={() => setEditing('new')}>New promotion</Button> : null}
      </div>
      {editing !== null ? (
        <PromotionForm key={editing === 'new' ? 'new' : editing.id} item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : null}
      {list.isPending ? <p>Loading…</p> : null}
      {list.isError ? <p className="text-danger">{list.error.message}</p> : null}
      {list.data && list.data.length === 0 ? <p className="app-panel">No promotions yet.</p> : null}
      {list.data && list.data.length > 0 ? (
        <Table responsive hover className="admin-table">
          <thead>
            <tr>
              <th scope="col">Heading</th>
              <th scope="col">Code</th>
              <th scope="col">Expires</th>
              <th scope="col">Environment</th>
              <th scope="col">Starts</th>
              <th scope="col">Ends</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((item) => (
              <tr key={item.id}>
                <td>{item.heading}</td>
                <td>
                  <code>{item.discountCode}</code>
                </td>
                <td>{formatPromotionExpiry(item.expirationDate)}</td>
                <td>{item.buildEnvironment}</td>
                <td>{shortDateTime(item.startsAt)}</td>
                <td>{shortDateTime(item.endsAt)}</td>
                <td>
                  <Badge bg={STATUS_LABELS[item.status].variant}>{STATUS_LABELS[item.status].label}</Badge>
                </td>
                <td className="text-nowrap">
                  <Button size="sm" variant="outline-primary" onClick={() => setEditing(item)} aria-label={`Edit ${item.heading}`}>
                    Edit
                  </Button>{' '}
                  {item.status !== 'ended' ? (
                    <Button size="sm" variant="outline-danger" onClick={() => setEnding(item)} aria-label={`End ${item.heading}`}>
                      End
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      <EndItemDialog
        kind="promotion"
        item={ending}
        end={end}
        onClose={() => {
          end.reset();
          setEnding(null);
        }}
      />
    </>
  );
}
