/**
 * React shows a server-rendered field's typed value after hydration but keeps its own state, so
 * the field's next render puts the server's value back: what a visitor typed or ticked before the
 * page's script ran would be lost. These read it back from the controls, to be put into the state.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (element: Element | null): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/**
 * The controls that show a field: the element with the field's id and the controls of its form
 * named like the field (a list of inputs), or the controls so named inside that element (a group).
 */
export function fieldControls(element: Element | null, name: string): Control[] {
  if (!element) return [];
  const named = (control: Element): control is Control => isControl(control) && control.name === name;
  if (!isControl(element)) return [...element.querySelectorAll('input, textarea, select')].filter(named);
  const sameName = element.form ? [...element.form.elements].filter(named) : [];
  return sameName.includes(element) ? sameName : [element];
}

/** The value a text-like control had as the server sent it. */
function sentValue(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
  }
  return control.defaultValue;
}

const sameList = (one: string[], other: string[]) =>
  one.length === other.length && one.every((value, index) => value === other[index]);

/**
 * The field's value as the visitor left it, when it differs from what the server sent and the
 * state still holds what the server sent; otherwise undefined. Files, multiple selects and values
 * of other shapes (numbers, objects) are left to the field.
 */
function typedValue(value: unknown, controls: Control[]): unknown {
  const checkable = controls.filter(isCheckable);
  if (checkable.length > 0 && checkable.length === controls.length) {
    if (typeof value === 'boolean' && controls.length === 1) {
      const [box] = checkable;
      return box.checked !== box.defaultChecked && value === box.defaultChecked ? box.checked : undefined;
    }
    const ticked = checkable.filter((control) => control.checked).map((control) => control.value);
    const sent = checkable.filter((control) => control.defaultChecked).map((control) => control.value);
    if (sameList(ticked, sent)) return undefined;
    if (Array.isArray(value) && sameList(value, sent)) return ticked;
    if (typeof value === 'string' && checkable[0].type === 'radio' && value === (sent[0] ?? ''))
      return ticked[0];
    return undefined;
  }
  const texts = controls.filter(
    (control) => !isCheckable(control) && control.type !== 'file' && !(control as HTMLSelectElement).multiple,
  );
  if (texts.length === 0 || texts.length !== controls.length) return undefined;
  const shown = texts.map((control) => control.value);
  const sent = texts.map(sentValue);
  if (sameList(shown, sent)) return undefined;
  if (typeof value === 'string' && texts.length === 1) return value === sent[0] ? shown[0] : undefined;
  if (Array.isArray(value) && sameList(value, sent)) return shown;
  return undefined;
}

/** Of a form's values, those its controls show otherwise than the server sent them; null when none. */
export function typedBeforeHydration<Values extends Record<string, unknown>>(
  values: Values,
  controlsOf: (field: string) => Control[],
): Partial<Values> | null {
  const typed: Partial<Record<string, unknown>> = {};
  for (const [field, value] of Object.entries(values)) {
    const found = typedValue(value, controlsOf(field));
    if (found !== undefined) typed[field] = found;
  }
  return Object.keys(typed).length > 0 ? (typed as Partial<Values>) : null;
}
