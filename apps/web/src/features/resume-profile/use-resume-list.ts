// The state and writes behind one resume list: Add/Edit on the form layer, Remove after a question, and the line saying what was done.
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentStaff, ResumeSection, SectionItems } from '@chairside/domain/resume-profile';
import { api, ApiError } from '../../lib/api-client';
import { failureMessage } from '../../components/form/errors';
import { useAppForm } from '../../components/form/use-app-form';
import { capitalize, listFormSchema, type ListConfig } from './resume-list-form';
import { staffCurrentKey, staffPath, useRefreshStaff } from './staff-profile-api';

/** The entry being added (item null) or edited. */
export type Editing<S extends ResumeSection> = { item: SectionItems[S] | null };

const idOf = (entry: unknown) => (entry as { id: number }).id;

export function useResumeList<S extends ResumeSection>(config: ListConfig<S>, staff: CurrentStaff) {
  const queryClient = useQueryClient();
  const refresh = useRefreshStaff();
  const noun = capitalize(config.noun);

  const [editing, setEditing] = useState<Editing<S> | null>(null);
  const [removing, setRemoving] = useState<SectionItems[S] | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  /** The cached resume's list, changed in place so the screen follows at once. */
  const updateList = (change: (list: SectionItems[S][]) => SectionItems[S][]) =>
    queryClient.setQueryData<CurrentStaff>(staffCurrentKey(staff.username), (current) =>
      current
        ? { ...current, resume: { ...current.resume, [config.section]: change(current.resume[config.section] as unknown as SectionItems[S][]) } }
        : current,
    );

  const schema = useMemo(() => listFormSchema(config), [config]);
  const form = useAppForm({
    schema,
    defaultValues: config.toValues(null),
    onSubmit: async (input): Promise<SectionItems[S]> => {
      const id = editing?.item ? idOf(editing.item) : null;
      const saved =
        id === null
          ? await api.post<SectionItems[S]>(staffPath(staff.username, config.section), input)
          : await api.put<SectionItems[S]>(staffPath(staff.username, `${config.section}/${id}`), input);
      updateList((list) => (id === null ? [...list, saved] : list.map((entry) => (idOf(entry) === id ? saved : entry))));
      void refresh();
      setEditing(null);
      setDone(`${noun} ${id === null ? 'added' : 'saved'}: ${config.nameOf(saved)}.`);
      return saved;
    },
    // Typing in the open dialog is unsaved work; Cancel (or closing the dialog) lets it go.
    guardUnsaved: editing !== null,
  });

  /** Opens the dialog on an entry's values (null: a new one). */
  const open = (item: SectionItems[S] | null) => {
    form.reset(config.toValues(item));
    form.setFailure(null);
    setDone(null);
    setEditing({ item });
  };

  const askRemove = (item: SectionItems[S]) => {
    setRemoveError(null);
    setDone(null);
    setRemoving(item);
  };

  async function remove() {
    if (!removing || removeBusy) return;
    const id = idOf(removing);
    setRemoveBusy(true);
    setRemoveError(null);
    try {
      await api.delete(staffPath(staff.username, `${config.section}/${id}`));
      updateList((list) => list.filter((entry) => idOf(entry) !== id));
      void refresh();
      setDone(`${noun} removed: ${config.nameOf(removing)}.`);
      setRemoving(null);
    } catch (caught) {
      // Already gone (another tab): the list refetches and the dialog closes.
      if (caught instanceof ApiError && caught.status === 404) {
        void refresh();
        setRemoving(null);
      } else setRemoveError(failureMessage(caught));
    } finally {
      setRemoveBusy(false);
    }
  }

  return {
    done,
    clearDone: () => setDone(null),
    entry: { form, editing, open, close: () => setEditing(null) },
    removal: { item: removing, busy: removeBusy, error: removeError, ask: askRemove, cancel: () => setRemoving(null), confirm: () => void remove() },
  };
}

export type ResumeList<S extends ResumeSection> = ReturnType<typeof useResumeList<S>>;
