import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AUDIENCE_LABELS, AUDIENCES, ContentItemInputSchema, type AdminContentItem, type ContentItemInput } from '@chairside/domain/content';
import { ApiError } from '../../lib/api-client';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { FormErrorAlert } from '../../components/form-error-alert';
import { fieldErrorsFromIssues, type FieldErrors } from '../../components/form/errors';
import { focusFirstError } from '../../components/form/focus';
import { SelectField, TextAreaField, TextField } from '../../components/form/plain-fields';
import { instantFromInput, localInputValue, shortDateTime } from '../admin/schedule-fields';
import { AdminScreen, StateBadge } from './admin-screen';
import {
  usePreview,
  useContentItem,
  useRestoreRevision,
  useRevisions,
  useSaveContentItem,
  useTerms,
  useUploadImage,
  type ItemCollection,
} from './content-admin-api';

type Values = {
  title: string;
  slug: string;
  summary: string;
  bodyMarkdown: string;
  audience: string;
  authorId: string;
  categoryId: string;
  tagIds: number[];
  imageUrl: string;
  imageAlt: string;
  status: 'draft' | 'published';
  publishAt: string;
};

const valuesOf = (item: AdminContentItem | null): Values => ({
  title: item?.title ?? '',
  slug: item?.slug ?? '',
  summary: item?.summary ?? '',
  bodyMarkdown: item?.bodyMarkdown ?? '',
  audience: item?.audience ?? '',
  authorId: item?.authorId ? String(item.authorId) : '',
  categoryId: item?.categoryId ? String(item.categoryId) : '',
  tagIds: item?.tagIds ?? [],
  imageUrl: item?.imageUrl ?? '',
  imageAlt: item?.imageAlt ?? '',
  status: item?.status ?? 'draft',
  publishAt: localInputValue(item?.publishAt),
});

const errorFields = (error: unknown): FieldErrors =>
  error instanceof ApiError ? Object.fromEntries(Object.entries(error.fields).map(([key, message]) => [key.split('.')[0], message])) : {};

function Revisions({ collection, id, onRestored }: { collection: ItemCollection; id: number; onRestored: () => void }) {
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

function EditorForm({ collection, item }: { collection: ItemCollection; item: AdminContentItem | null }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const isPost = collection === 'posts';
  const [values, setValues] = useState(() => valuesOf(item));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // A new item's first save moves to its own address: the message comes along in the history state.
  const location = useLocation();
  const [saved, setSaved] = useState<string | null>(() => (location.state as { saved?: string } | null)?.saved ?? null);
  const save = useSaveContentItem(collection);
  const preview = usePreview();
  const upload = useUploadImage();
  const authors = useTerms('author');
  const categories = useTerms('category');
  const tags = useTerms('tag');
  useUnsavedChanges(dirty);

  const set =
    <K extends keyof Values>(field: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setDirty(true);
      setSaved(null);
    };

  function uploadImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (image) => {
        set('imageUrl')(image.url);
        setErrors((current) => ({ ...current, imageUrl: '' }));
      },
      onError: (error) => setErrors((current) => ({ ...current, imageUrl: error instanceof ApiError ? error.message : 'The image could not be uploaded.' })),
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const publishAt = instantFromInput(values.publishAt);
    const body: ContentItemInput = {
      title: values.title,
      slug: values.slug,
      summary: values.summary,
      bodyMarkdown: values.bodyMarkdown,
      audience: isPost && values.audience ? (values.audience as ContentItemInput['audience']) : null,
      authorId: isPost && values.authorId ? Number(values.authorId) : null,
      categoryId: isPost && values.categoryId ? Number(values.categoryId) : null,
      tagIds: isPost ? values.tagIds : [],
      imageUrl: isPost && values.imageUrl ? values.imageUrl : null,
      imageAlt: values.imageAlt,
      status: values.status,
      publishAt: publishAt ?? null,
    };
    const checked = ContentItemInputSchema.safeParse(body);
    const local: FieldErrors = checked.success ? {} : fieldErrorsFromIssues(checked.error.issues);
    if (publishAt === undefined) local.publishAt = 'publishAt is a date and time.';
    if (isPost && !body.audience) local.audience = 'Choose who the post is for.';
    if (Object.keys(local).length > 0) {
      setErrors(local);
      focusFirstError(form.current, local);
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(
      { id: item?.id ?? null, body },
      {
        onSuccess: (result) => {
          setDirty(false);
          setValues(valuesOf(result));
          const message =
            result.state === 'scheduled'
              ? `Saved. Scheduled for ${shortDateTime(result.publishAt)}.`
              : result.state === 'published'
                ? 'Saved and published.'
                : 'Saved as a draft.';
          setSaved(message);
          if (!item) void navigate(`../${result.id}`, { replace: true, state: { saved: message } });
        },
        onError: (error) => {
          const fields = errorFields(error);
          setErrors(fields);
          setFailure(Object.keys(fields).length > 0 ? null : error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
          focusFirstError(form.current, fields);
        },
      },
    );
  }

  const options = (list: { id: number; name: string }[] | undefined) => (list ?? []).map((term) => ({ value: String(term.id), label: term.name }));

  return (
    <form
      ref={form}
      className="app-panel content-admin__form"
      onSubmit={submit}
      noValidate
      aria-label={item ? `Edit ${item.title}` : `New ${isPost ? 'post' : 'page'}`}
    >
      <TextField
        id={`${id}-title`}
        name="title"
        label="Title"
        value={values.title}
        onValueChange={set('title')}
        error={errors.title}
        maxLength={200}
        required
      />
      <TextField
        id={`${id}-slug`}
        name="slug"
        label={isPost ? 'Slug' : 'Path'}
        hint={
          isPost ? 'Empty: made from the title. The post’s address is /blog/{slug}/.' : 'The page’s address without slashes at either end, such as about-us.'
        }
        value={values.slug}
        onValueChange={set('slug')}
        error={errors.slug}
        required={!isPost}
      />
      <TextField
        id={`${id}-summary`}
        name="summary"
        label="Summary"
        hint="Shown in lists and search results (at most 300 characters)."
        value={values.summary}
        onValueChange={set('summary')}
        error={errors.summary}
        maxLength={300}
      />
      {isPost ? (
        <>
          <div className="row">
            <div className="col-md-4">
              <SelectField
                id={`${id}-audience`}
                name="audience"
                label="For"
                value={values.audience}
                onValueChange={set('audience')}
                options={AUDIENCES.map((audience) => ({ value: audience, label: AUDIENCE_LABELS[audience] }))}
                placeholder="Choose…"
                error={errors.audience}
                required
              />
            </div>
            <div className="col-md-4">
              <SelectField
                id={`${id}-author`}
                name="authorId"
                label="Author"
                value={values.authorId}
                onValueChange={set('authorId')}
                options={options(authors.data)}
                placeholder="No author"
                error={errors.authorId}
              />
            </div>
            <div className="col-md-4">
              <SelectField
                id={`${id}-category`}
                name="categoryId"
                label="Category"
                value={values.categoryId}
                onValueChange={set('categoryId')}
                options={options(categories.data)}
                placeholder="No category"
                error={errors.categoryId}
              />
            </div>
          </div>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">Tags</legend>
            {(tags.data ?? []).map((tag) => (
              <Form.Check
                inline
                key={tag.id}
                id={`${id}-tag-${tag.id}`}
                name="tagIds"
                label={tag.name}
                checked={values.tagIds.includes(tag.id)}
                onChange={(event) => set('tagIds')(event.target.checked ? [...values.tagIds, tag.id] : values.tagIds.filter((tagId) => tagId !== tag.id))}
              />
            ))}
            {errors.tagIds ? <div className="invalid-feedback d-block">{errors.tagIds}</div> : null}
          </fieldset>
          <div className="row align-items-start">
            <Form.Group className="col-md-6 mb-3" controlId={`${id}-image`}>
              <Form.Label>Featured image</Form.Label>
              <Form.Control
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                name="imageUrl"
                onChange={uploadImage}
                isInvalid={Boolean(errors.imageUrl)}
                aria-describedby={`${id}-image-hint`}
              />
              <Form.Text id={`${id}-image-hint`} className="d-block">
                {upload.isPending ? 'Uploading…' : 'JPEG, PNG, WebP or GIF up to 8 MB; stored as WebP without its metadata.'}
              </Form.Text>
              {errors.imageUrl ? <div className="invalid-feedback d-block">{errors.imageUrl}</div> : null}
              {values.imageUrl ? (
                <div className="d-flex align-items-center gap-2 mt-2">
                  <img src={values.imageUrl.replace(/\.webp$/, '-thumb.webp')} alt="" width={120} height={80} className="content-admin__thumb" />
                  <Button size="sm" variant="outline-secondary" onClick={() => set('imageUrl')('')}>
                    Remove image
                  </Button>
                </div>
              ) : null}
            </Form.Group>
            <TextField
              className="col-md-6 mb-3"
              id={`${id}-image-alt`}
              name="imageAlt"
              label="Image description (alt text)"
              value={values.imageAlt}
              onValueChange={set('imageAlt')}
              error={errors.imageAlt}
              maxLength={200}
            />
          </div>
        </>
      ) : null}
      <TextAreaField
        id={`${id}-body`}
        name="bodyMarkdown"
        label="Text (Markdown)"
        hint="## for headings, **bold**, *italics*, - for lists, [text](address) for links, ![description](image address) for an uploaded image."
        rows={16}
        value={values.bodyMarkdown}
        onValueChange={set('bodyMarkdown')}
        error={errors.bodyMarkdown}
        className="mb-2 content-admin__markdown"
      />
      <Button variant="outline-primary" size="sm" className="mb-3" disabled={preview.isPending} onClick={() => preview.mutate(values.bodyMarkdown)}>
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
          <SelectField
            id={`${id}-status`}
            name="status"
            label="State"
            value={values.status}
            onValueChange={(value) => set('status')(value as Values['status'])}
            options={[
              { value: 'draft', label: 'Draft (not shown)' },
              { value: 'published', label: 'Published (shown from the publish time)' },
            ]}
            error={errors.status}
          />
        </div>
        <TextField
          className="col-md-6 mb-3"
          id={`${id}-publish-at`}
          name="publishAt"
          type="datetime-local"
          step={1}
          label="Publish time"
          hint="Empty: now. A later time schedules it."
          value={values.publishAt}
          onValueChange={set('publishAt')}
          error={errors.publishAt}
        />
      </div>
      {failure ? <FormErrorAlert message={failure} className="py-2" /> : null}
      {saved ? (
        <p className="text-success" role="status">
          {saved}
        </p>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : `Save ${isPost ? 'post' : 'page'}`}
        </Button>
        <Link to=".." relative="path" className="btn btn-outline-secondary">
          Back to the list
        </Link>
        {item && item.state !== 'draft' ? (
          <a href={item.path} className="btn btn-link" target="_blank" rel="noopener">
            {item.state === 'scheduled' ? 'Its address (shown once scheduled time passes)' : 'View it'}
          </a>
        ) : null}
      </div>
    </form>
  );
}

/** Writes or edits a post or page: fields, Markdown with a preview, image, state and publish time, and the revision history. */
export function ContentEditor({ collection, id }: { collection: ItemCollection; id: number | null }) {
  const item = useContentItem(collection, id);
  const [restored, setRestored] = useState(0);
  const label = collection === 'posts' ? 'post' : 'page';
  if (id !== null && item.isPending) return <p>Loading…</p>;
  if (id !== null && item.isError) return <p className="text-danger">{item.error.message}</p>;
  const current = id === null ? null : (item.data ?? null);
  return (
    <AdminScreen title={current ? `Edit ${label}` : `New ${label}`} actions={current ? <StateBadge state={current.state} /> : undefined}>
      <EditorForm key={current ? `${current.id}-${restored}` : 'new'} collection={collection} item={current} />
      {current ? <Revisions key={current.revision} collection={collection} id={current.id} onRestored={() => setRestored((count) => count + 1)} /> : null}
    </AdminScreen>
  );
}
