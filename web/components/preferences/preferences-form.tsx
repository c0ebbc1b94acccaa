'use client';

import { companyValueTags } from '@tribe/schemas/company-value-tags';
import { employmentTypes, salaryCurrencies, seniorities, workingModes } from '@tribe/schemas/job-enums';
import { useTranslations } from 'next-intl';
import { ForYouLink } from '@/components/for-you/for-you-link';
import { ChipsField } from '@/components/forms/chips-field';
import { ChoiceField } from '@/components/forms/choice-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { Select } from '@/components/ui/select';
import { type PreferenceOptions, type Preferences, preferencesSchema } from '@/contracts/preferences';
import { useForm } from '@/hooks/use-form';

type PreferencesValues = Omit<Preferences, 'minSalary'> & { minSalary: string };

const valuesOf = (preferences: Preferences): PreferencesValues => ({
  ...preferences,
  minSalary: preferences.minSalary === null ? '' : String(preferences.minSalary),
});

/** The typed amount as the API takes it: nothing is no minimum; anything else the schema judges. */
const bodyOf = ({ minSalary, ...rest }: PreferencesValues) => ({
  ...rest,
  minSalary: minSalary.trim() === '' ? null : Number(minSalary.replace(/\s/g, '')),
});

interface PreferencesFormProps {
  preferences: Preferences;
  /** The cities job offers name. */
  cities: string[];
  /** The skills of the taxonomy and the roles the offers suggest. */
  options: PreferenceOptions;
  onSave: (preferences: Preferences) => Promise<Preferences>;
}

/** What the candidate looks for: roles, skills, values, cities, working modes, seniorities, contract types, minimum salary. */
export function PreferencesForm({ preferences, cities, options: offered, onSave }: PreferencesFormProps) {
  const t = useTranslations('Preferences');
  const tForm = useTranslations('Form');
  const pages = useTranslations('Pages');
  const enums = useTranslations('Enums');
  const valueLabels = useTranslations('CompanyList.values');
  const labels = {
    roles: t('roles_label'),
    skills: t('skills_label'),
    values: t('values_label'),
    cities: t('cities_label'),
    workingModes: t('working_modes_label'),
    seniorities: t('seniorities_label'),
    employmentTypes: t('employment_types_label'),
    minSalary: t('min_salary_label'),
    currency: t('currency_label'),
  };
  const form = useForm({ initial: () => valuesOf(preferences), labels, idPrefix: 'preferences' });
  const options = {
    skills: offered.skills.map(({ slug, name }) => ({ value: slug, label: name })),
    values: companyValueTags.map(({ value }) => ({ value, label: valueLabels(value) })),
    cities: cities.map((city) => ({ value: city, label: city })),
    workingModes: workingModes.map((value) => ({ value, label: enums(`workingMode.${value}`) })),
    seniorities: seniorities.map((value) => ({ value, label: enums(`seniority.${value}`) })),
    employmentTypes: employmentTypes.map((value) => ({ value, label: enums(`employmentType.${value}`) })),
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = form.check(preferencesSchema, bodyOf(form.values));
    if (!checked) return;
    await form.send(async () => form.setValues(valuesOf(await onSave(checked))));
  };

  const currency = form.field('currency');
  /** A multiple-choice field's props; an empty choice means 'any', and says so. */
  const choice = <Name extends keyof typeof options>(name: Name) => ({
    field: form.field(name),
    label: labels[name],
    options: options[name],
    help: t('any_hint'),
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-8"
      aria-label={pages('preferences_title')}
    >
      <ChipsField
        field={form.field('roles')}
        label={labels.roles}
        help={t('roles_help')}
        suggestions={offered.roles}
        texts={{
          input: t('role_input_label'),
          add: t('role_add'),
          remove: (role) => t('role_remove', { role }),
        }}
      />
      <ChoiceField {...choice('skills')} help={t('skills_help')} />
      <ChoiceField {...choice('values')} help={undefined} />
      <ChoiceField {...choice('cities')} />
      <ChoiceField {...choice('workingModes')} />
      <ChoiceField {...choice('seniorities')} />
      <ChoiceField {...choice('employmentTypes')} />
      <div className="grid max-w-xl grid-cols-[minmax(0,1fr)_8rem] items-start gap-4">
        <TextField
          field={form.field('minSalary')}
          label={labels.minSalary}
          help={t('min_salary_help')}
          inputMode="numeric"
          autoComplete="off"
        />
        <FormField id={currency.id} label={labels.currency} error={currency.error}>
          <Select
            id={currency.id}
            name={currency.name}
            label={labels.currency}
            options={salaryCurrencies.map((code) => ({ value: code, label: code }))}
            value={currency.value}
            onChange={(value) => value && currency.onChange(value as Preferences['currency'])}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton sending={form.sending} variant="primary">
          {t('save')}
        </SubmitButton>
        <FormStatus status={form.status} success={t('saved')} failure={tForm('failed')} />
        {form.status === 'success' ? <ForYouLink>{t('see_for_you')}</ForYouLink> : null}
      </div>
    </form>
  );
}
