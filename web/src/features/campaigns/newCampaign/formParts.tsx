import type { ReactNode } from 'react';

/** Today at midnight: the latest purchase date, the earliest schedule date. */
export function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** A titled part of the New Campaign form, named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `new-campaign-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="form-section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A Yes / No choice as two radio buttons in a named group. */
export function YesNo({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: boolean;
  onChange(value: boolean): void;
}) {
  return (
    <fieldset className="yes-no">
      <legend>{label}</legend>
      {[true, false].map((option) => (
        <label key={String(option)}>
          <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />{' '}
          {option ? 'Yes' : 'No'}
        </label>
      ))}
    </fieldset>
  );
}
