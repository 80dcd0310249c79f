// The fields only a blog post has: its audience, author, category, tags, and featured image with its description.
import type { ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AUDIENCE_LABELS, AUDIENCES, type ContentTerm } from '@chairside/domain/content';
import { failureMessage } from '../../components/form/errors';
import { CheckboxGroup, SelectInput, TextInput, useFieldError } from '../../components/form/fields';
import { describedBy, FieldNotes } from '../../components/form/field-frame';
import { useTerms, useUploadImage } from './content-admin-api';
import type { ContentValues } from './content-form';

/** The authors, categories and tags a post chooses from. */
export function usePostTerms() {
  const authors = useTerms('author');
  const categories = useTerms('category');
  const tags = useTerms('tag');
  return {
    authors: authors.data,
    categories: categories.data,
    tags: tags.data,
    isPending: authors.isPending || categories.isPending || tags.isPending,
  };
}
export type PostTerms = ReturnType<typeof usePostTerms>;

const AUDIENCE_OPTIONS = AUDIENCES.map((audience) => ({ value: audience, label: AUDIENCE_LABELS[audience] }));
const options = (list: ContentTerm[] | undefined) => (list ?? []).map((term) => ({ value: String(term.id), label: term.name }));

/** `id`: the form's own id, which every field's id starts with. */
export function PostFields({ id, terms }: { id: string; terms: PostTerms }) {
  return (
    <>
      <div className="row">
        <div className="col-md-4">
          <SelectInput id={`${id}-audience`} name="audience" label="For" options={AUDIENCE_OPTIONS} placeholder="Choose…" required />
        </div>
        <div className="col-md-4">
          <SelectInput id={`${id}-author`} name="authorId" label="Author" options={options(terms.authors)} placeholder="No author" />
        </div>
        <div className="col-md-4">
          <SelectInput id={`${id}-category`} name="categoryId" label="Category" options={options(terms.categories)} placeholder="No category" />
        </div>
      </div>
      <CheckboxGroup id={`${id}-tag`} name="tagIds" label="Tags" options={options(terms.tags)} inline />
      <div className="row align-items-start">
        <FeaturedImageField id={`${id}-image`} />
        <TextInput className="col-md-6 mb-3" id={`${id}-image-alt`} name="imageAlt" label="Image description (alt text)" maxLength={200} />
      </div>
    </>
  );
}

/** The featured image: a file uploaded at once, whose address becomes the `imageUrl` value; its thumbnail, and removing it. */
function FeaturedImageField({ id }: { id: string }) {
  const { control, setValue, setError, clearErrors } = useFormContext<ContentValues>();
  const imageUrl = useWatch({ control, name: 'imageUrl' });
  const error = useFieldError('imageUrl');
  const upload = useUploadImage();

  function uploadImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (image) => {
        setValue('imageUrl', image.url, { shouldDirty: true });
        clearErrors('imageUrl');
      },
      onError: (caught) => setError('imageUrl', { type: 'server', message: failureMessage(caught, 'The image could not be uploaded.') }),
    });
  }

  return (
    <Form.Group className="col-md-6 mb-3" controlId={id}>
      <Form.Label>Featured image</Form.Label>
      <Form.Control
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        name="imageUrl"
        onChange={uploadImage}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, error)}
      />
      <FieldNotes id={id} hint={upload.isPending ? 'Uploading…' : 'JPEG, PNG, WebP or GIF up to 8 MB; stored as WebP without its metadata.'} error={error} />
      {imageUrl ? (
        <div className="d-flex align-items-center gap-2 mt-2">
          <img src={imageUrl.replace(/\.webp$/, '-thumb.webp')} alt="" width={120} height={80} className="content-admin__thumb" />
          <Button size="sm" variant="outline-secondary" onClick={() => setValue('imageUrl', '', { shouldDirty: true })}>
            Remove image
          </Button>
        </div>
      ) : null}
    </Form.Group>
  );
}
