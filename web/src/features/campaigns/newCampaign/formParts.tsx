import type { ReactNode } from 'react';
import type { FieldControl } from '../../../components/FormField';
import { useT, type MessageId } from '../../../i18n/i18n';

/** Today at midnight: the latest purchase date, the earliest schedule date. */
export function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** A FormField's control for a PrimeReact widget whose input takes `inputId` (Dropdown, InputNumber). */
export const byInputId = ({ id, ...control }: FieldControl) => ({ inputId: id, ...control });

/** A titled part of the New Campaign form, named by its heading (`name`: its id, the same in every language). */
export function Section({
  name,
  titleId,
  children,
}: {
  name: string;
  titleId: MessageId;
  children: ReactNode;
}) {
  const t = useT();
  const id = `new-campaign-${name}`;
  return (
    <section className="form-section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {t(titleId)}
      </h2>
      {children}
    </section>
  );
}

/** A Yes / No choice as two radio buttons in a named group. */
export function YesNo({
  name,
  questionId,
  value,
  onChange,
}: {
  name: string;
  questionId: MessageId;
  value: boolean;
  onChange(value: boolean): void;
}) {
  const t = useT();
  return (
    <fieldset className="yes-no">
      <legend>{t(questionId)}</legend>
      {[true, false].map((option) => (
        <label key={String(option)}>
          <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />{' '}
          {t(option ? 'common.yes' : 'common.no')}
        </label>
      ))}
    </fieldset>
  );
}
