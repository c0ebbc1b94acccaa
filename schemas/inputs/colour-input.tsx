import { type StringInputProps, set } from 'sanity';
import { parseColor, toHex } from '../theme/contrast';
import { HEX_COLOR } from '../validation/rules';
import { ColourSwatch } from './colour-swatch';

/** The native picker knows only opaque `#rrggbb`; a stored `#RGB` or `#RRGGBBAA` is shown as that. */
function pickerValue(value: string | undefined): string {
  const rgba = value && HEX_COLOR.test(value) ? parseColor(value) : null;
  return rgba ? toHex(rgba).toLowerCase() : '#000000';
}

/** The alpha digits of `#RRGGBBAA`, kept when a new colour is picked. */
const alphaOf = (value: string | undefined) => (value && /^#[0-9a-f]{8}$/i.test(value) ? value.slice(7) : '');

/** A hex colour field: the text input, a swatch of the colour and the browser's colour picker. */
export function ColourInput(props: StringInputProps) {
  const { value, onChange, readOnly, schemaType } = props;
  const hasColour = typeof value === 'string' && HEX_COLOR.test(value);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <ColourSwatch colour={value} size={33} />
      {/* The native picker cannot be empty (it shows black): with no colour set it is kept
          clickable but invisible inside an outlined, empty box. */}
      <span
        style={{
          position: 'relative',
          display: 'inline-block',
          flex: 'none',
          width: 44,
          height: 33,
          borderRadius: 4,
          outline: hasColour ? undefined : '1px dashed rgba(0, 0, 0, 0.35)',
          outlineOffset: -1,
        }}
      >
        <input
          type="color"
          aria-label={`Pick ${schemaType.title ?? 'a colour'}`}
          value={pickerValue(value)}
          disabled={readOnly}
          onChange={(event) => onChange(set(`${event.currentTarget.value}${alphaOf(value)}`.toUpperCase()))}
          style={{
            width: '100%',
            height: '100%',
            padding: 0,
            border: 0,
            background: 'none',
            cursor: 'pointer',
            opacity: hasColour ? 1 : 0,
          }}
        />
      </span>
      <div style={{ flex: 1 }}>{props.renderDefault(props)}</div>
    </div>
  );
}
