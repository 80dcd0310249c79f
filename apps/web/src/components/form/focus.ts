import type { FieldErrors } from './errors';

/**
 * Focuses a field now, or, while it is disabled (a form disables its fields while it sends, and
 * the server's answer arrives before they are enabled again), as soon as it is enabled.
 */
export function focusWhenEnabled(field: HTMLElement | null | undefined, framesLeft = 30) {
  if (!field) return;
  if (!field.matches(':disabled')) return field.focus();
  if (framesLeft > 0) requestAnimationFrame(() => focusWhenEnabled(field, framesLeft - 1));
}

/** The field an element stands for: its name, or `data-field` on a control that has none (a rich-text box). */
const fieldOf = (element: Element) => element.getAttribute('name') ?? element.getAttribute('data-field') ?? '';

/**
 * Moves focus to the first field (in form order) that has an error; an error of a list row
 * (`jobDates.0.date`) belongs to that row's field or, failing that, to the list's.
 */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  const keys = Object.keys(errors);
  const first = Array.from(form.querySelectorAll<HTMLElement>('[name], [data-field]')).find((element) => {
    const field = fieldOf(element);
    return field !== '' && keys.some((key) => key === field || key.startsWith(`${field}.`));
  });
  focusWhenEnabled(first);
}
