import type { ReactNode } from 'react';

/** One panel of the settings page, titled. */
export function SettingsPanel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="app-panel settings-panel" aria-labelledby={id}>
      <h2 className="settings-panel__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
