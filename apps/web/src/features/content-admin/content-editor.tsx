import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import type { AdminContentItem } from '@chairside/domain/content';
import { AppForm, FormFeedback, SubmitButton } from '../../components/form/app-form';
import { DateTimeInput, SelectInput, TextArea, TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { AdminScreen, StateBadge } from './admin-screen';
import { usePreview, useContentItem, useSaveContentItem, type ItemCollection } from './content-admin-api';
import { contentFormSchema, savedMessageOf, valuesOf } from './content-form';
import { PostFields, usePostTerms, type PostTerms } from './content-post-fields';
import { Revisions } from './content-revisions';

const POST_FORM = contentFormSchema(true);
const PAGE_FORM = contentFormSchema(false);
const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft (not shown)' },
  { value: 'published', label: 'Published (shown from the publish time)' },
];

function EditorForm({ collection, item, terms }: { collection: ItemCollection; item: AdminContentItem | null; terms: PostTerms }) {
  const id = useId();
  const navigate = useNavigate();
  const isPost = collection === 'posts';
  // A new item's first save moves to its own address: the message comes along in the history state.
  const arrivedSaved = (useLocation().state as { saved?: string } | null)?.saved ?? null;
  const save = useSaveContentItem(collection);
  const preview = usePreview();
  const form = useAppForm({
    schema: isPost ? POST_FORM : PAGE_FORM,
    defaultValues: valuesOf(item),
    onSubmit: async (body) => {
      const result = await save.mutateAsync({ id: item?.id ?? null, body });
      if (!item) void navigate(`../${result.id}`, { replace: true, state: { saved: savedMessageOf(result) } });
      return result;
    },
    savedMessage: savedMessageOf,
    savedValues: (result) => valuesOf(result),
  });
  const { setSaved } = form;
  useEffect(() => {
    if (arrivedSaved) setSaved(arrivedSaved);
  }, [arrivedSaved, setSaved]);

  return (
    <AppForm form={form} feedback="none" className="app-panel content-admin__form" aria-label={item ? `Edit ${item.title}` : `New ${isPost ? 'post' : 'page'}`}>
      <TextInput id={`${id}-title`} name="title" label="Title" maxLength={200} required />
      <TextInput
        id={`${id}-slug`}
        name="slug"
        label={isPost ? 'Slug' : 'Path'}
        hint={
          isPost ? 'Empty: made from the title. The post’s address is /blog/{slug}/.' : 'The page’s address without slashes at either end, such as about-us.'
        }
        required={!isPost}
      />
      <TextInput id={`${id}-summary`} name="summary" label="Summary" hint="Shown in lists and search results (at most 300 characters)." maxLength={300} />
      {isPost ? <PostFields id={id} terms={terms} /> : null}
      <TextArea
        id={`${id}-body`}
        name="bodyMarkdown"
        label="Text (Markdown)"
        hint="## for headings, **bold**, *italics*, - for lists, [text](address) for links, ![description](image address) for an uploaded image."
        rows={16}
        className="mb-2 content-admin__markdown"
      />
      <Button variant="outline-primary" size="sm" className="mb-3" disabled={preview.isPending} onClick={() => preview.mutate(form.getValues('bodyMarkdown'))}>
        {preview.isPending ? 'Rendering…' : 'Preview'}
      </Button>
      {preview.data ? (
        <section className="content-admin__preview mb-3" aria-label="Preview">
          {preview.data.removedActiveContent ? (
            <p className="alert alert-warning" role="status">
              Scripts, frames or event handlers in the text were removed; the page shows what you see here.
            </p>
          ) : null}
          {/* Rendered and sanitised by the server, exactly as the public page shows it. */}
          <div className="cs-prose" dangerouslySetInnerHTML={{ __html: preview.data.html }} />
        </section>
      ) : null}
      <div className="row">
        <div className="col-md-6">
          <SelectInput id={`${id}-status`} name="status" label="State" options={STATUS_OPTIONS} />
        </div>
        <DateTimeInput
          className="col-md-6 mb-3"
          id={`${id}-publish-at`}
          name="publishAt"
          step={1}
          label="Publish time"
          hint="Empty: now. A later time schedules it."
        />
      </div>
      <FormFeedback saved={form.saved} failure={form.failure} />
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton busyLabel="Saving…">{`Save ${isPost ? 'post' : 'page'}`}</SubmitButton>
        <Link to=".." relative="path" className="btn btn-outline-secondary">
          Back to the list
        </Link>
        {item && item.state !== 'draft' ? (
          <a href={item.path} className="btn btn-link" target="_blank" rel="noopener">
            {item.state === 'scheduled' ? 'Its address (shown once scheduled time passes)' : 'View it'}
          </a>
        ) : null}
      </div>
    </AppForm>
  );
}

/** Writes or edits a post or page: fields, Markdown with a preview, image, state and publish time, and the revision history. */
export function ContentEditor({ collection, id }: { collection: ItemCollection; id: number | null }) {
  const item = useContentItem(collection, id);
  const terms = usePostTerms();
  const [restored, setRestored] = useState(0);
  const label = collection === 'posts' ? 'post' : 'page';
  if (id !== null && item.isPending) return <p>Loading…</p>;
  if (id !== null && item.isError) return <p className="text-danger">{item.error.message}</p>;
  // A post's selects show its saved author and category only once their choices are there.
  if (collection === 'posts' && terms.isPending) return <p>Loading…</p>;
  const current = id === null ? null : (item.data ?? null);
  return (
    <AdminScreen title={current ? `Edit ${label}` : `New ${label}`} actions={current ? <StateBadge state={current.state} /> : undefined}>
      <EditorForm key={current ? `${current.id}-${restored}` : 'new'} collection={collection} item={current} terms={terms} />
      {current ? <Revisions key={current.revision} collection={collection} id={current.id} onRestored={() => setRestored((count) => count + 1)} /> : null}
    </AdminScreen>
  );
}
