import { useId, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { ContentTermInputSchema, TERM_KINDS, type ContentTerm, type TermKind } from '@chairside/domain/content';
import { ApiError } from '../../lib/api-client';
import { FormErrorAlert } from '../../components/form-error-alert';
import { fieldErrorsFromIssues, type FieldErrors } from '../../components/form/errors';
import { focusFirstError } from '../../components/form/focus';
import { TextField } from '../../components/form/plain-fields';
import { AdminScreen } from './admin-screen';
import { useSaveTerm, useTerms } from './content-admin-api';

const LABELS: Record<TermKind, { plural: string; one: string; path: string }> = {
  author: { plural: 'Authors', one: 'author', path: 'author' },
  tag: { plural: 'Tags', one: 'tag', path: 'tag' },
  category: { plural: 'Categories', one: 'category', path: 'category' },
};

function TermForm({ kind, term, onDone }: { kind: TermKind; term: ContentTerm | null; onDone: () => void }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ name: term?.name ?? '', slug: term?.slug ?? '', description: term?.description ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveTerm(kind);
  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const { one } = LABELS[kind];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = ContentTermInputSchema.safeParse(values);
    if (!checked.success) {
      const local = fieldErrorsFromIssues(checked.error.issues);
      setErrors(local);
      focusFirstError(form.current, local);
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(
      { id: term?.id ?? null, body: values },
      {
        onSuccess: onDone,
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          setErrors(fields);
          setFailure(Object.keys(fields).length > 0 ? null : error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
          focusFirstError(form.current, fields);
        },
      },
    );
  }

  return (
    <form ref={form} className="app-panel mb-3" onSubmit={submit} noValidate aria-label={term ? `Edit ${term.name}` : `New ${one}`}>
      <div className="row">
        <TextField
          className="col-md-6 mb-3"
          id={`${id}-name`}
          name="name"
          label="Name"
          value={values.name}
          onValueChange={set('name')}
          error={errors.name}
          maxLength={100}
          required
        />
        <TextField
          className="col-md-6 mb-3"
          id={`${id}-slug`}
          name="slug"
          label="Slug"
          hint="Empty: made from the name."
          value={values.slug}
          onValueChange={set('slug')}
          error={errors.slug}
        />
      </div>
      <TextField
        id={`${id}-description`}
        name="description"
        label={kind === 'author' ? 'About the author' : 'Description'}
        value={values.description}
        onValueChange={set('description')}
        error={errors.description}
        maxLength={2000}
      />
      {failure ? <FormErrorAlert message={failure} className="py-2" /> : null}
      <div className="d-flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : `Save ${one}`}
        </Button>
        <Button variant="outline-secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
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
