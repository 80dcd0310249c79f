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

/** Moves focus to the first field (in form order) that has an error. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement => element instanceof HTMLElement && 'name' in element && Boolean(errors[(element as HTMLInputElement).name]),
  );
  focusWhenEnabled(first);
}
