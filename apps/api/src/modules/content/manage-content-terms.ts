import { contentSlug, type ContentTerm, type ContentTermInputSchema, type TermKind } from '@chairside/domain/content';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { findTermRow, insertTerm, isUniqueViolation, listTermRows, termSlugTaken, updateTermRow } from './content-repository';
import { termView } from './content-views';

type TermFields = z.output<typeof ContentTermInputSchema>;

const LABELS: Record<TermKind, string> = { author: 'author', tag: 'tag', category: 'category' };
const notFoundTerm = (kind: TermKind) => notFound(`That ${LABELS[kind]}`);
const slugTaken = (kind: TermKind) => new AppError('CONFLICT', `Another ${LABELS[kind]} already has this slug. Choose another.`, { field: 'slug' });

/** The slug as given (or made from the name), by the spec's slug rule. */
function termSlug(input: TermFields): string {
  const slug = contentSlug(input.slug ? input.slug : input.name);
  if (slug === '') throw new AppError('VALIDATION', 'slug needs at least one letter or digit.', { field: input.slug ? 'slug' : 'name' });
  return slug;
}

export async function listTerms(ctx: AppContext, kind: TermKind): Promise<ContentTerm[]> {
  return (await listTermRows(ctx.db, kind)).map(({ term, posts }) => termView(term, posts));
}

export async function createTerm(ctx: AppContext, kind: TermKind, input: TermFields): Promise<ContentTerm> {
  const slug = termSlug(input);
  if (await termSlugTaken(ctx.db, kind, slug, null)) throw slugTaken(kind);
  try {
    return termView(await insertTerm(ctx.db, { kind, slug, name: input.name, description: input.description }), 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(kind);
    throw error;
  }
}

export async function updateTerm(ctx: AppContext, kind: TermKind, id: number, input: TermFields): Promise<ContentTerm> {
  if (!(await findTermRow(ctx.db, kind, id))) throw notFoundTerm(kind);
  const slug = termSlug(input);
  if (await termSlugTaken(ctx.db, kind, slug, id)) throw slugTaken(kind);
  try {
    const row = await updateTermRow(ctx.db, kind, id, { slug, name: input.name, description: input.description, updatedAt: ctx.clock.now() });
    if (!row) throw notFoundTerm(kind);
    const posts = (await listTermRows(ctx.db, kind)).find((entry) => entry.term.id === id)?.posts ?? 0;
    return termView(row, posts);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(kind);
    throw error;
  }
}
