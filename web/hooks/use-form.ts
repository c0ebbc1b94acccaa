'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { apiFieldErrors, type FieldErrors, validateForm } from '@/lib/forms/field-errors';
import { fieldControls, typedBeforeHydration } from '@/lib/forms/typed-before-hydration';

/** What a field component needs from the form: its id, value, shown error and how to change it. */
export interface FieldBinding<Value> {
  id: string;
  name: string;
  value: Value;
  error: string | undefined;
  onChange: (value: Value) => void;
}

interface UseFormOptions<Values> {
  initial: Values | (() => Values);
  /** Each field's label: errors that name their field ('{field} is not valid') use it. */
  labels: Record<string, string>;
  /** A message a field shows for any problem instead of the generic one (a consent box's own text). */
  messages?: Partial<Record<keyof Values & string, string>>;
  /** The form's ids are `{idPrefix}-{field}`; unique per form instance when not given. */
  idPrefix?: string;
  /** Fields whose element has an id of its own, by field. */
  ids?: Partial<Record<keyof Values & string, string>>;
}

/**
 * One form's state: its values, the error of each field in the user's language and the
 * submission states of spec section 4 (idle, sending, success, failure). Values are checked with
 * the API's own schema before anything is sent, and a field error the API answers lands on its
 * field. Editing a field clears its error and the last outcome.
 */
export function useForm<Values extends Record<string, unknown>>({
  initial,
  labels,
  messages,
  idPrefix,
  ids,
}: UseFormOptions<Values>) {
  const validation = useTranslations('Validation');
  const generatedId = useId();
  const prefix = idPrefix ?? generatedId;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submission = useFormSubmission();
  const sendingRef = useRef(false);
  sendingRef.current = submission.sending;
  const { reset } = submission;

  const edit = useCallback(
    <Field extends keyof Values>(field: Field, value: Values[Field]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => (current[field as string] ? { ...current, [field]: undefined } : current));
      if (!sendingRef.current) reset();
    },
    [reset],
  );

  const fieldId = (field: keyof Values & string) => ids?.[field] ?? `${prefix}-${field}`;

  // What was typed before the page hydrated is on screen but not in the state, which the fields'
  // next render would put back: it is taken into the state once, before the first paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on the first commit only
  useLayoutEffect(() => {
    const typed = typedBeforeHydration(values, (field) =>
      fieldControls(document.getElementById(fieldId(field)), field),
    );
    if (typed) setValues((current) => ({ ...current, ...typed }));
  }, []);

  /** The binding a field component takes. */
  const field = <Field extends keyof Values & string>(name: Field): FieldBinding<Values[Field]> => {
    const error = errors[name];
    return {
      id: fieldId(name),
      name,
      value: values[name],
      error: error ? (messages?.[name] ?? error) : undefined,
      onChange: (value) => edit(name, value),
    };
  };

  /**
   * Checks `body` with the API's schema, together with problems the form found itself (`found`,
   * such as a file that is too large). Answers the parsed data; or null, with each field's problem
   * shown and the first field with one focused.
   */
  const check = <Schema extends z.ZodType>(
    schema: Schema,
    body: unknown,
    found: FieldErrors = {},
  ): z.output<Schema> | null => {
    const checked = validateForm(schema, body, labels, validation);
    const problems = { ...checked.errors, ...found };
    setErrors(problems);
    const invalid = Object.keys(values).find((name) => problems[name]);
    if (invalid === undefined) return checked.data;
    document.getElementById(fieldId(invalid))?.focus();
    return null;
  };

  /**
   * Sends with the submission states. A field error the API answers is shown on its field, which
   * takes the focus; `onError` sees every failure first and may answer the field errors to show
   * instead (a form whose fields have messages of their own). Answers whether it was sent.
   */
  const send = (action: () => Promise<unknown>, onError?: (error: unknown) => FieldErrors | undefined) =>
    submission.run(action, (error) => {
      const fieldErrors = onError?.(error) ?? apiFieldErrors(error, labels, validation) ?? {};
      setErrors(fieldErrors);
      // A problem shown on its field is the whole answer: no general failure beside it.
      const invalid = Object.keys(values).find((name) => fieldErrors[name]);
      if (invalid === undefined) return;
      reset();
      document.getElementById(fieldId(invalid))?.focus();
    });

  return {
    values,
    setValues,
    errors,
    setErrors,
    edit,
    field,
    fieldId,
    check,
    send,
    status: submission.status,
    sending: submission.sending,
    resetStatus: reset,
  };
}

export type FormKit<Values extends Record<string, unknown>> = ReturnType<typeof useForm<Values>>;
