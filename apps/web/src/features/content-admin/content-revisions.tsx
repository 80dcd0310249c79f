// The content editor's revision history: each earlier revision of a post or page, and restoring one.
import Button from 'react-bootstrap/Button';
import { shortDateTime } from '../admin/public-api';
import { useRestoreRevision, useRevisions, type ItemCollection } from './content-admin-api';

export function Revisions({ collection, id, onRestored }: { collection: ItemCollection; id: number; onRestored: () => void }) {
  const revisions = useRevisions(collection, id);
  const restore = useRestoreRevision(collection, id);
  if (!revisions.data || revisions.data.length < 2) return null;
  return (
    <section className="app-panel mt-4" aria-labelledby="content-revisions">
      <h2 className="h5" id="content-revisions">
        Revision history
      </h2>
      <ol className="content-admin__revisions" reversed>
        {revisions.data.map((revision, index) => (
          <li key={revision.revision}>
            <span>
              Revision {revision.revision}: “{revision.title}” — {shortDateTime(revision.createdAt)} by {revision.createdBy}
            </span>{' '}
            {index > 0 ? (
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={restore.isPending}
                onClick={() =>
                  restore.mutate(revision.revision, {
                    onSuccess: () => {
                      void revisions.refetch();
                      onRestored();
                    },
                  })
                }
              >
                Restore revision {revision.revision}
              </Button>
            ) : (
              <span className="text-body-secondary">(current)</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
