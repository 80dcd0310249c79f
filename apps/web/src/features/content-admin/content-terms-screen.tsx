import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { ContentTermInputSchema, TERM_KINDS, type ContentTerm, type TermKind } from '@chairside/domain/content';
import { AppForm, FormFeedback, SubmitButton } from '../../components/form/app-form';
import { TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { AdminScreen } from './admin-screen';
import { useSaveTerm, useTerms } from './content-admin-api';

const LABELS: Record<TermKind, { plural: string; one: string; path: string }> = {
  author: { plural: 'Authors', one: 'author', path: 'author' },
  tag: { plural: 'Tags', one: 'tag', path: 'tag' },
  category: { plural: 'Categories', one: 'category', path: 'category' },
};

/** An author, tag or category, new or edited (a form-layer form checked by the API's own schema). */
function TermForm({ kind, term, onDone }: { kind: TermKind; term: ContentTerm | null; onDone: () => void }) {
  const id = useId();
  const save = useSaveTerm(kind);
  const form = useAppForm({
    schema: ContentTermInputSchema,
    defaultValues: { name: term?.name ?? '', slug: term?.slug ?? '', description: term?.description ?? '' },
    onSubmit: async (body) => {
      await save.mutateAsync({ id: term?.id ?? null, body });
      onDone();
    },
  });
  const { one } = LABELS[kind];

  return (
    <AppForm form={form} feedback="none" className="app-panel mb-3" aria-label={term ? `Edit ${term.name}` : `New ${one}`}>
      <div className="row">
        <TextInput className="col-md-6 mb-3" id={`${id}-name`} name="name" label="Name" maxLength={100} required />
        <TextInput className="col-md-6 mb-3" id={`${id}-slug`} name="slug" label="Slug" hint="Empty: made from the name." />
      </div>
      <TextInput id={`${id}-description`} name="description" label={kind === 'author' ? 'About the author' : 'Description'} maxLength={2000} />
      <FormFeedback saved={null} failure={form.failure} />
      <div className="d-flex gap-2">
        <SubmitButton busyLabel="Saving…">{`Save ${one}`}</SubmitButton>
        <Button variant="outline-secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </AppForm>
  );
}

function TermSection({ kind }: { kind: TermKind }) {
  const list = useTerms(kind);
  const [editing, setEditing] = useState<ContentTerm | 'new' | null>(null);
  const { plural, one, path } = LABELS[kind];
  return (
    <section className="mb-4" aria-labelledby={`terms-${kind}`}>
      <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
        <h2 className="h5 mb-0" id={`terms-${kind}`}>
          {plural}
        </h2>
        {editing === null ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            New {one}
          </Button>
        ) : null}
      </div>
      {editing !== null ? <TermForm kind={kind} term={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      {list.data && list.data.length > 0 ? (
        <Table responsive hover size="sm" className="admin-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Address</th>
              <th scope="col">Posts</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((term) => (
              <tr key={term.id}>
                <td>{term.name}</td>
                <td className="text-break">
                  /blog/{path}/{term.slug}/
                </td>
                <td>{term.posts}</td>
                <td>
                  <Button size="sm" variant="outline-primary" onClick={() => setEditing(term)} aria-label={`Edit ${term.name}`}>
                    Edit
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : list.data ? (
        <p className="app-panel">No {plural.toLowerCase()} yet.</p>
      ) : null}
    </section>
  );
}

/** Admin: the blog's authors, tags and categories. */
export function ContentTermsScreen() {
  return (
    <AdminScreen title="Authors, tags and categories">
      {TERM_KINDS.map((kind) => (
        <TermSection key={kind} kind={kind} />
      ))}
    </AdminScreen>
  );
}
