import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faPen, faPlus, faTrash } from '@fortawesome/free-solid-svg-icons';
import { RESUME_LIMITS, type CurrentStaff, type ResumeSection, type SectionItems } from '@chairside/domain/resume-profile';
import { EDIT_SECTIONS } from './missing-items';
import { EntryFormDialog, RemoveEntryDialog } from './resume-list-dialogs';
import { capitalize, type ListConfig } from './resume-list-form';
import { useResumeList } from './use-resume-list';

// The lists' configuration types and helpers live in resume-list-form.ts; the configurations import them from here.

/**
 * One list of the resume (skills, work history, education, certifications, courses): its
 * entries, and Add / Edit in a modal form checked by the domain schema, then by the server;
 * Remove after a confirmation. Each write updates the cached resume and refetches the score.
 */
export function ResumeListSection<S extends ResumeSection>({ config, staff }: { config: ListConfig<S>; staff: CurrentStaff }) {
  const list = useResumeList(config, staff);
  const items = staff.resume[config.section] as unknown as SectionItems[S][];
  const limit = RESUME_LIMITS[config.section];
  const titleId = `${EDIT_SECTIONS[config.anchor]}-title`;

  return (
    <section className="app-panel profile-edit-section" id={EDIT_SECTIONS[config.anchor]} aria-labelledby={titleId}>
      <div className="profile-edit-section__head">
        <div>
          <h3 className="profile-panel__title mb-1" id={titleId}>
            {config.title}
          </h3>
          <p className="profile-edit-section__lead">{config.lead}</p>
          {config.countNote?.(items.length) ? <p className="profile-edit-section__note">{config.countNote(items.length)}</p> : null}
        </div>
        <Button variant="outline-primary" onClick={() => list.entry.open(null)} disabled={items.length >= limit}>
          <FontAwesomeIcon icon={faPlus} aria-hidden="true" className="me-2" />
          Add {capitalize(config.noun)}
        </Button>
      </div>
      {items.length >= limit ? (
        <p className="form-text">
          You have the most {config.title.toLowerCase()} a resume may hold ({limit}).
        </p>
      ) : null}
      {list.done ? (
        <Alert variant="success" role="status" className="py-2" dismissible onClose={list.clearDone}>
          {list.done}
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <p className="profile-edit-section__empty">{config.empty}</p>
      ) : (
        <ul className="profile-edit-list" aria-label={config.title}>
          {items.map((item) => (
            <ListEntry
              key={(item as { id: number }).id}
              name={config.nameOf(item)}
              onEdit={() => list.entry.open(item)}
              onRemove={() => list.removal.ask(item)}
            >
              {config.render(item)}
            </ListEntry>
          ))}
        </ul>
      )}

      <EntryFormDialog config={config} entry={list.entry} />
      <RemoveEntryDialog config={config} removal={list.removal} />
    </section>
  );
}

/** One entry of the list, as it reads, with Edit and Remove. */
function ListEntry({ name, onEdit, onRemove, children }: { name: string; onEdit: () => void; onRemove: () => void; children: ReactNode }) {
  return (
    <li className="profile-edit-list__item">
      <div className="profile-edit-list__body">{children}</div>
      <div className="profile-edit-list__actions">
        <Button variant="link" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
          <FontAwesomeIcon icon={faPen} aria-hidden="true" />
          <span className="profile-edit-list__action-text">Edit</span>
        </Button>
        <Button variant="link" size="sm" className="text-danger" onClick={onRemove} aria-label={`Remove ${name}`}>
          <FontAwesomeIcon icon={faTrash} aria-hidden="true" />
          <span className="profile-edit-list__action-text">Remove</span>
        </Button>
      </div>
    </li>
  );
}
