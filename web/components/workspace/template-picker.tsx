'use client';

import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/inputs';
import type { WorkspaceTemplate } from '@/contracts/workspace';

interface TemplatePickerProps {
  id: string;
  label: string;
  noneLabel: string;
  templates: WorkspaceTemplate[];
  /** Called with the chosen template's text, which fills the message field. */
  onPick: (body: string) => void;
}

/** The company's message templates to start a status message from; nothing when it has none. */
export function TemplatePicker({ id, label, noneLabel, templates, onPick }: TemplatePickerProps) {
  if (templates.length === 0) return null;
  return (
    <FormField id={id} label={label}>
      <NativeSelect
        id={id}
        defaultValue=""
        onChange={(event) => {
          const chosen = templates.find((template) => template.id === event.currentTarget.value);
          if (chosen) onPick(chosen.body);
        }}
      >
        <option value="">{noneLabel}</option>
        {templates.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name} ({template.locale.toUpperCase()})
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
