import { Select } from '@/components/ui/select';
import { OptionSelect, type OptionSelectProps } from './option-select';

/**
 * The city or company filter of the job search: searchable once JavaScript runs, and before that
 * (and without it) a native select with the same look that the plain form submits.
 */
export function OptionFilter(props: Omit<OptionSelectProps, 'children'>) {
  const { id, name, label, placeholder, options, defaultValue } = props;
  return (
    <OptionSelect {...props}>
      <Select
        id={id}
        name={name}
        label={label}
        emptyLabel={placeholder}
        options={options}
        defaultValue={defaultValue}
      />
    </OptionSelect>
  );
}
